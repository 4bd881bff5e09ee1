import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { $session } from '../../stores/session';

/**
 * The member center's records, messages, rewards and rank belong to real accounts (R6.05, R6.08):
 * a guest is refused as not logged in and a trial player with `in_need_true_account`, before any
 * request, the same answers the server would give.
 */
export function assertRealAccount(): void {
  const session = $session.get();
  if (!session.isLogin)
    throw new ApiError({ errorCode: ErrorCode.notLoggedIn, message: 'Not logged in' }, 401);
  if (session.isTrial)
    throw new ApiError(
      { errorCode: ErrorCode.trialAccount, message: 'Please register an account first' },
      403,
    );
}
