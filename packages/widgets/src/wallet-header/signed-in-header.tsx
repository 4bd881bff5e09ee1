import { openModal } from '@lobbykit/sdk';
import { NoticeBell } from '../announcements/notice-bell';
import { Button } from '../ui/button';
import { useTranslate } from '../ui/use-translate';
import { AccountMenu } from './account-menu';
import { MemberAccountMenu } from './member-account-menu';
import { WalletActions } from './wallet-actions';
import { WalletBalance } from './wallet-balance';

/**
 * The header's signed-in parts, a chunk of their own: a signed-out page (most partner pages) never
 * downloads the balance, the notice bell and its announcements, the account menu, the VIP level or
 * the red counters (issue 15 item 5). The header asks for it once a session is there.
 */

/** The balance with deposit and withdraw; a trial player's Register instead (R6.07). */
export function SignedInWallet({ isTrial }: { isTrial: boolean }) {
  const t = useTranslate();
  return (
    <div className="lk-header__wallet">
      <WalletBalance />
      {isTrial ? (
        <Button variant="primary" className="lk-wallet-action" onClick={() => openModal('register')}>
          {t('header.register')}
        </Button>
      ) : (
        <WalletActions />
      )}
    </div>
  );
}

interface SignedInActionsProps {
  name: string;
  imgUrl: string | null;
  isAgent: boolean;
  isTrial: boolean;
  menuOpen: boolean;
}

/** The notice bell (R2.53) and the account menu (R2.51), with the VIP level and counters for a member. */
export function SignedInActions({ name, imgUrl, isAgent, isTrial, menuOpen }: SignedInActionsProps) {
  return (
    <>
      <NoticeBell />
      {isTrial ? (
        <AccountMenu name={name} imgUrl={imgUrl} isAgent={isAgent} isTrial initiallyOpen={menuOpen} />
      ) : (
        <MemberAccountMenu name={name} imgUrl={imgUrl} isAgent={isAgent} initiallyOpen={menuOpen} />
      )}
    </>
  );
}
