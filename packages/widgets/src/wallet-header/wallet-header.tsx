import { $session, navigate, openModal } from '@lobbykit/sdk';
import { Button } from '../ui/button';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { AccountMenu } from './account-menu';
import { RegionFlag } from './region-flag';

export interface WalletHeaderProps {
  /** The operator's name at the left; a link home. */
  brand?: string | undefined;
  /** Opens the account menu at once (stories and screenshots). */
  menuOpen?: boolean | undefined;
}

/** The header of spec section 2 as far as this issue goes: signed out (R2.46) and the account menu (R2.51). */
export function WalletHeader({ brand, menuOpen = false }: WalletHeaderProps) {
  const t = useTranslate();
  const session = useStore($session);
  const name = session.nickname || session.account || session.username || '';
  return (
    // A div, not <header>: the host page owns its landmarks, and this usually sits inside its banner.
    <div className="lk-header">
      {brand ? (
        <button type="button" className="lk-header__brand" onClick={() => navigate('/')}>
          {brand}
        </button>
      ) : (
        <span className="lk-header__spacer" />
      )}
      <div className="lk-header__actions">
        <RegionFlag />
        {session.isLogin ? (
          <AccountMenu name={name} isAgent={session.isAgent} initiallyOpen={menuOpen} />
        ) : (
          <>
            <Button variant="ghost" onClick={() => openModal('login')}>
              {t('header.login')}
            </Button>
            <Button variant="primary" onClick={() => openModal('register')}>
              {t('header.register')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
