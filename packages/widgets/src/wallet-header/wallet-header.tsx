import { $session, navigate, openModal } from '@lobbykit/sdk';
import { Button } from '../ui/button';
import { preloadComponent, useLazyComponent } from '../ui/use-lazy-component';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { FreePlayButton } from './free-play-button';
import { RegionFlag } from './region-flag';
import './messages/header-messages';

// Signed in only: a chunk a signed-out page never fetches (signed-in-header.tsx).
const loadWallet = () => import('./signed-in-header').then((module) => module.SignedInWallet);
const loadActions = () => import('./signed-in-header').then((module) => module.SignedInActions);

/** Fetches the signed-in parts ahead, so the next signed-in render draws them at once. */
export function preloadSignedInHeader(): Promise<void> {
  return Promise.all([preloadComponent(loadWallet), preloadComponent(loadActions)]).then(() => undefined);
}

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
  const Wallet = useLazyComponent(loadWallet, session.isLogin);
  const Actions = useLazyComponent(loadActions, session.isLogin);
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
      {session.isLogin && Wallet ? <Wallet isTrial={session.isTrial} /> : null}
      <div className="lk-header__actions">
        <RegionFlag />
        {session.isLogin ? (
          Actions ? (
            <Actions
              name={name}
              imgUrl={session.imgUrl}
              isAgent={session.isAgent}
              isTrial={session.isTrial}
              menuOpen={menuOpen}
            />
          ) : null
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
