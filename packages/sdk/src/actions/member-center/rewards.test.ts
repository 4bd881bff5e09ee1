import { ApiError, ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import {
  bonusDetails,
  claimReward as claimRewardEndpoint,
  rewardList,
} from '@lobbykit/api-client/member-center';
import { failure } from '@lobbykit/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet } from '../../stores/lobby';
import { resetSessionState } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { claimReward, loadBonusDetails, loadRewards } from './rewards';

const reward: ResponseOf<typeof rewardList>['list'][number] = {
  id: 12,
  title: 'Weekly rebate',
  amount: 88.5,
  turnoverMultiple: 3,
  status: 'WAITING',
  expiresAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  claimedAt: null,
};

let harness: Harness;
let events: ReturnType<typeof recordEvents>;
beforeEach(() => {
  resetSessionState();
  harness = setUpRuntime();
  events = recordEvents();
});
afterEach(() => vi.unstubAllGlobals());

describe('rewards', () => {
  it('lists a page of rewards', async () => {
    harness.platform.on(rewardList, {
      list: [reward],
      pageNum: 1,
      pageSize: 20,
      totalPages: 1,
      totalCount: 1,
    });
    await signIn(harness);
    expect((await loadRewards()).list[0]?.title).toBe('Weekly rebate');
    expect(harness.platform.calls(rewardList)[0]?.query.get('pageSize')).toBe('20');
  });

  it('claiming puts the new balance in the wallet store and emits lobbykit:balance', async () => {
    harness.platform.on(claimRewardEndpoint, {
      reward: { ...reward, status: 'CLAIMED', claimedAt: '2026-03-01T11:00:00.000Z' },
      balance: 1088.5,
    });
    await signIn(harness);
    const answer = await claimReward(12);
    expect(answer.reward.status).toBe('CLAIMED');
    expect($wallet.get().balance).toBe(1088.5);
    expect(events.details.get('balance')).toMatchObject({ balance: 1088.5 });
  });

  it('a claim retried after a failure carries the same idempotency key, so it counts once', async () => {
    let first = true;
    harness.platform.on(claimRewardEndpoint, () => {
      if (first) {
        first = false;
        return failure(ErrorCode.maintenance);
      }
      return { reward: { ...reward, id: 13, status: 'CLAIMED' as const }, balance: 50 };
    });
    await signIn(harness);
    await expect(claimReward(13)).rejects.toBeInstanceOf(ApiError);
    await claimReward(13);
    const [one, two] = harness.platform
      .calls(claimRewardEndpoint)
      .map((call) => call.body as { id: number; requestId: string });
    expect(one?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(two?.requestId).toBe(one?.requestId);
    expect(two?.id).toBe(13);
  });

  it('loads the bonuses of a day range with their total', async () => {
    harness.platform.on(bonusDetails, {
      list: [
        {
          id: 1,
          title: 'Weekly rebate',
          amount: 88.5,
          source: 'reward',
          createdAt: '2026-03-01T11:00:00.000Z',
        },
      ],
      pageNum: 1,
      pageSize: 20,
      totalPages: 1,
      totalCount: 1,
      total: 88.5,
    });
    await signIn(harness);
    const bonuses = await loadBonusDetails({ startDate: '2026-03-01', endDate: '2026-03-07' });
    expect(harness.platform.calls(bonusDetails)[0]?.query.get('startDate')).toBe('2026-03-01');
    expect(bonuses.total).toBe(88.5);
  });
});
