import { referralInfo, referralList } from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { ReferralService } from '../services/referrals';
import { requireRealAccount } from '../services/trial-wall';

/** /member?page=referral: the member's code and the friends who registered with it. */
export function referralRoutes(bind: Bind, referrals: ReferralService): void {
  bind(referralInfo, (_input, call) =>
    referrals.info(requireRealAccount(signedIn(call).member), call.merchant),
  );
  bind(referralList, (input, call) => referrals.friends(requireRealAccount(signedIn(call).member), input));
}
