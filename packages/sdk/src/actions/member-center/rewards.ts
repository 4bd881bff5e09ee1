import type { ResponseOf } from '@lobbykit/api-client';
import { bonusDetails, claimReward as claimRewardCall, rewardList } from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { emit } from '../../runtime/events';
import { $wallet } from '../../stores/lobby';
import { refreshCounters } from './counters';
import type { DayRange } from './records-date-range';
import { assertRealAccount } from './records-member-only';

export type RewardPage = ResponseOf<typeof rewardList>;
export type Reward = RewardPage['list'][number];
export type BonusDetails = ResponseOf<typeof bonusDetails>;
export type BonusRecord = BonusDetails['list'][number];
export type ClaimedReward = ResponseOf<typeof claimRewardCall>;

export const REWARDS_PAGE_SIZE = 20;

/** rewardCenter: one page of rewards, those waiting to be claimed first. */
export async function loadRewards(pageNo = 1): Promise<RewardPage> {
  assertRealAccount();
  return getClient().call(rewardList, { pageNo, pageSize: REWARDS_PAGE_SIZE });
}

/** bonusDetails: one page of the bonuses credited in a day range, with their total. */
export async function loadBonusDetails(range: DayRange, pageNo = 1): Promise<BonusDetails> {
  assertRealAccount();
  return getClient().call(bonusDetails, {
    startDate: range.startDate,
    endDate: range.endDate,
    pageNo,
    pageSize: REWARDS_PAGE_SIZE,
  });
}

// One idempotency key per reward for as long as this page lives: a claim retried after a lost
// answer (a double click, a flaky network) is the same claim, and the server answers it once.
const claimKeys = new Map<number, string>();

/**
 * Claims a waiting reward: the bonus lands in the main wallet, so the header's balance takes the
 * server's new balance at once (and `lobbykit:balance` tells the host). Rejects with the ApiError.
 */
export async function claimReward(id: number): Promise<ClaimedReward> {
  assertRealAccount();
  let requestId = claimKeys.get(id);
  if (!requestId) {
    requestId = `claim-${id}-${crypto.randomUUID()}`;
    claimKeys.set(id, requestId);
  }
  const answer = await getClient().call(claimRewardCall, { id, requestId });
  const wallet = $wallet.get();
  $wallet.set({ ...wallet, balance: answer.balance });
  emit('balance', { balance: answer.balance, currency: wallet.currency ?? '' });
  // One reward fewer waits: the rewardCenter counter (R2.101) follows.
  void refreshCounters();
  return answer;
}
