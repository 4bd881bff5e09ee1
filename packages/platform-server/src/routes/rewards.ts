import { bonusDetails, claimReward, rewardList } from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { RewardService } from '../services/rewards';
import { requireRealAccount } from '../services/trial-wall';

/** rewardCenter and bonusDetails. */
export function rewardRoutes(bind: Bind, rewards: RewardService): void {
  bind(rewardList, (input, call) => rewards.list(requireRealAccount(signedIn(call).member), input));
  bind(claimReward, (input, call) => rewards.claim(requireRealAccount(signedIn(call).member), input));
  bind(bonusDetails, (input, call) =>
    rewards.bonuses(requireRealAccount(signedIn(call).member), call.merchant, input, call.language),
  );
}
