import { $session, navigate, openModal } from '@lobbykit/sdk';
import { NoticeBell } from '../announcements/notice-bell';
import { Button } from '../ui/button';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { AccountMenu } from './account-menu';
import { FreePlayButton } from './free-play-button';
import { MemberAccountMenu } from './member-account-menu';
import { RegionFlag } from './region-flag';
import { WalletActions } from './wallet-actions';
import { WalletBalance } from './wallet-balance';
import './messages/header-messages';

export interface WalletHeaderProps {
  /** The operator's name at the left; a link home. */
  brand?: string | undefined;
  /** Opens the account menu at once (stories and screenshots). */
  menuOpen?: boolean | undefined;
}

/**
 * The header of spec section 2: signed out, login and register (R2.46) and 'Try for free' where the
 * merchant offers free play; signed in, the balance (R2.47-R2.49), deposit and withdraw (R2.50), the
 * notice bell (R2.53) and the account menu (R2.51) with the VIP level (R3.08) and the red counters
 * (R2.101). A trial player sees a 'Trial' badge and Register in place of deposit and withdraw (R6.07).
 * On phones the wallet takes a second row, so the balance stays visible down to 320 px.
 */
export function WalletHeader({ brand, menuOpen = false }: WalletHeaderProps) {
  const t = useTranslate();
  const session = useStore($session);
  const name = session.nickname || session.account || session.username || '';
  return (
    // A div, not <header>: the host page owns its landmarks, and this usually sits inside its banner.
    <div className={session.isLogin ? 'lk-header lk-header--signed-in' : 'lk-header'} part="header">
      {brand ? (
        <button type="button" className="lk-header__brand" onClick={() => navigate('/')}>
          {brand}
        </button>
      ) : (
        <span className="lk-header__spacer" />
      )}
      {session.isLogin ? (
        <div className="lk-header__wallet">
          <WalletBalance />
          {session.isTrial ? (
            <Button variant="primary" className="lk-wallet-action" onClick={() => openModal('register')}>
              {t('header.register')}
            </Button>
          ) : (
            <WalletActions />
          )}
        </div>
      ) : null}
      <div className="lk-header__actions">
        <RegionFlag />
        {session.isLogin ? (
          <>
            <NoticeBell />
            {session.isTrial ? (
              <AccountMenu
                name={name}
                imgUrl={session.imgUrl}
                isAgent={session.isAgent}
                isTrial
                initiallyOpen={menuOpen}
              />
            ) : (
              <MemberAccountMenu
                name={name}
                imgUrl={session.imgUrl}
                isAgent={session.isAgent}
                initiallyOpen={menuOpen}
              />
            )}
          </>
        ) : (
          <>
            <FreePlayButton />
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
