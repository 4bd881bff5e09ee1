import { ErrorCode, type ResponseOf, walletBalance } from '@lobbykit/api-client';
import {
  convertPoints as convertPointsEndpoint,
  pointBalance,
  pointRewards,
  redeemReward as redeemRewardEndpoint,
} from '@lobbykit/api-client/points';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet } from '../../stores/lobby';
import { resetSessionState } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { signIn } from '../../testing/lobby-fixtures';
import {
  canRedeem,
  convertedAmount,
  convertPoints,
  loadPointBalance,
  loadPointRewards,
  pointsGate,
  redeemReward,
} from './points';

const requestIdOf = (request: { body: unknown } | undefined) =>
  (request?.body as { requestId?: string } | undefined)?.requestId;

const redemption: ResponseOf<typeof redeemRewardEndpoint>['redemption'] = {
  id: 7,
  rewardId: 3,
  rewardTitle: '₱50 bonus credit',
  points: 500,
  bonusAmount: 50,
  status: 'IN_PROCESS',
  rejectReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
};

let harness: Harness;
beforeEach(() => {
  resetSessionState();
  harness = setUpRuntime();
});
afterEach(() => vi.unstubAllGlobals());

describe('points mall actions', () => {
  it('R6.01 a guest browses the catalogue without a session, and an action asks for the login', async () => {
    harness.platform.on(pointRewards, []);
    await loadPointRewards();
    expect(harness.platform.calls(pointRewards)[0]?.headers.get('Authorization')).toBeNull();
    expect(pointsGate()).toBe('login');
    await expect(loadPointBalance()).rejects.toMatchObject({ errorCode: 'not_logged_in' });
    expect(harness.platform.calls(pointBalance)).toHaveLength(0);
  });

  it('R7.62 redeem sends the payment password encrypted with one requestId across a retry', async () => {
    await signIn(harness);
    expect(pointsGate()).toBeNull();
    let calls = 0;
    harness.platform.on(redeemRewardEndpoint, () => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { redemption, points: 4_500 };
    });
    const lost = await redeemReward(3, '135790');
    expect(lost).toMatchObject({ status: 'failed', errorCode: 'network_error' });
    const retried = await redeemReward(3, '135790');
    expect(retried).toMatchObject({ status: 'ok', value: { points: 4_500 } });
    const [first, second] = harness.platform.calls(redeemRewardEndpoint);
    expect(first?.body).toMatchObject({ rewardId: 3, paymentPassword: '135790' });
    expect(requestIdOf(second)).toBe(requestIdOf(first));

    // Answered for good: the next redemption is a new request.
    await redeemReward(3, '135790');
    const third = harness.platform.calls(redeemRewardEndpoint)[2];
    expect(requestIdOf(third)).not.toBe(requestIdOf(first));
  });

  it('R7.62 a wrong payment password says how many tries are left', async () => {
    await signIn(harness);
    harness.platform.fail(redeemRewardEndpoint, ErrorCode.validation, {
      field: 'paymentPassword',
      messageKey: 'payment_password_incorrect',
      triesLeft: 3,
    });
    expect(await redeemReward(3, '000000')).toMatchObject({
      status: 'failed',
      field: 'paymentPassword',
      messageKey: 'payment_password_incorrect',
      triesLeft: 3,
    });
  });

  it('R7.62 converting reloads the header balance', async () => {
    await signIn(harness);
    harness.platform.on(convertPointsEndpoint, { points: 4_000, amount: 100, balance: 10_100 });
    harness.platform.on(walletBalance, { balance: 10_100, currency: 'TLB', currencySymbol: '₱' });
    const outcome = await convertPoints(1_000, '135790');
    expect(outcome).toMatchObject({ status: 'ok', value: { amount: 100 } });
    expect(harness.platform.calls(convertPointsEndpoint)[0]?.body).toMatchObject({
      points: 1_000,
      paymentPassword: '135790',
    });
    await vi.waitFor(() => expect($wallet.get().balance).toBe(10_100));
  });

  it('a reward is redeemable with enough points and stock; conversions are exact in cents', () => {
    expect(canRedeem({ points: 500, stock: null }, 500)).toBe(true);
    expect(canRedeem({ points: 500, stock: 0 }, 5_000)).toBe(false);
    expect(canRedeem({ points: 500, stock: 3 }, 499)).toBe(false);
    expect(canRedeem({ points: 500, stock: 3 }, null)).toBe(true);
    expect(convertedAmount(1_000, 0.1)).toBe(100);
    expect(convertedAmount(3, 0.29)).toBe(0.87);
  });
});
