import { ErrorCode } from '@lobbykit/api-client';
import { errorMessage } from '../i18n/error-message';
import { $session } from '../stores/session';
import { dialogs } from './dialogs';
import { openModal } from './modal';

/** R4.52, R8.29: an action that needs a member opens the login popup for a guest. */
export function requireLogin(): boolean {
  if ($session.get().isLogin) return true;
  openModal('login');
  return false;
}

/**
 * R4.53, R5.40, R8.28: a trial player starting a real-account game or reaching a member feature is
 * told 'Please register an account first' (`in_need_true_account`), one OK button, through the
 * dialogs port. Resolves once they pressed OK.
 */
export async function promptRegisterFirst(): Promise<void> {
  await dialogs().alert(errorMessage(ErrorCode.trialAccount));
}

/** R6.05: signed in with a real account, not trial: what the account lists (favourites, recent games) load for. */
export function hasRealAccount(): boolean {
  const session = $session.get();
  return session.isLogin && !session.isTrial;
}
