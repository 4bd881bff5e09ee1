import { ErrorCode, freePlay } from '@lobbykit/api-client';
import {
  adminGrantReward,
  bindEmail,
  bonusDetails,
  claimReward,
  rewardList,
  securityOverview,
  withdrawalInfo,
} from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { countWaitingRewards } from '../db/rewards';
import { cashierSteps, DEMO_PASSWORD, newRequestId } from '../testing/cashier';
import { ledgerOf } from '../testing/ledger';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient } from '../testing/test-client';

const t = testPlatformForFile();
const steps = cashierSteps(t);
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', DEMO_PASSWORD);
});

const grant = (body: Record<string, unknown> = {}) =>
  t.value(adminGrantReward, {
    ...steps.admin,
    body: {
      merchantCode: 'ph',
      account: 'demo01',
      title: 'Welcome gift',
      amount: 88.5,
      turnoverMultiple: 2,
      ...body,
    },
  });

describe('rewards', () => {
  it('R2.101 a granted reward waits in the reward center and counts for the red counter', async () => {
    const granted = await grant();
    expect(granted).toMatchObject({ amount: 88.5, source: 'OPERATOR' });
    const list = await t.value(rewardList, { token });
    expect(list).toMatchObject({ totalCount: 1, pageNum: 1 });
    expect(list.list[0]).toMatchObject({
      id: granted.id,
      status: 'WAITING',
      turnoverMultiple: 2,
      claimedAt: null,
    });
    expect(await countWaitingRewards(t.database.db, await memberId(), t.clock.now())).toBe(1);
  });

  it('claims once: credits a bonus, adds amount x multiple of turnover; a replay or second claim moves nothing', async () => {
    const granted = await grant();
    const before = await steps.balance(token);
    const [first, second] = await Promise.all([
      t.value(claimReward, { token, body: { id: granted.id, requestId: newRequestId() } }),
      t.value(claimReward, { token, body: { id: granted.id, requestId: newRequestId() } }),
    ]);
    expect(first.reward.status).toBe('CLAIMED');
    expect(second.reward.status).toBe('CLAIMED');
    expect(await steps.balance(token)).toBe(before + 88.5);
    expect((await ledgerOf(t, 'demo01')).filter((entry) => entry.kind === 'bonus')).toHaveLength(1);
    expect(await t.value(withdrawalInfo, { token })).toMatchObject({
      turnoverRequired: 177,
      turnoverDone: 0,
    });
    expect(await countWaitingRewards(t.database.db, await memberId(), t.clock.now())).toBe(0);
    const bonuses = await t.value(bonusDetails, {
      token,
      query: { startDate: '2026-01-15', endDate: '2026-01-15' },
    });
    expect(bonuses).toMatchObject({ total: 88.5, totalCount: 1 });
    expect(bonuses.list[0]).toMatchObject({
      title: 'Welcome gift',
      amount: 88.5,
      source: 'OPERATOR',
    });
  });

  it('an expired reward shows EXPIRED and cannot be claimed', async () => {
    const granted = await grant({ expiresAt: '2026-01-15T09:00:00.000Z' });
    t.clock.advance(2 * 3600_000);
    expect((await t.value(rewardList, { token })).list[0]).toMatchObject({ status: 'EXPIRED' });
    const refused = await t.request('POST', claimReward.path, {
      token,
      body: { id: granted.id, requestId: newRequestId() },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ messageKey: 'reward_expired' });
    expect(await countWaitingRewards(t.database.db, await memberId(), t.clock.now())).toBe(0);
  });

  it("refuses another member's reward, an unknown account, a bad amount, and non-admin grants", async () => {
    const other = await grant({ account: 'agent01' });
    const foreign = await t.request('POST', claimReward.path, {
      token,
      body: { id: other.id, requestId: newRequestId() },
    });
    expect(foreign.status).toBe(404);
    const unknown = await t.request('POST', adminGrantReward.path, {
      ...steps.admin,
      body: { merchantCode: 'ph', account: 'nobody99', title: 'x', amount: 1 },
    });
    expect(unknown.body).toMatchObject({ field: 'account', messageKey: 'account_unknown' });
    for (const amount of [0, -1, 1.234]) {
      const bad = await t.request('POST', adminGrantReward.path, {
        ...steps.admin,
        body: { merchantCode: 'ph', account: 'demo01', title: 'x', amount },
      });
      expect(bad.body).toMatchObject({ field: 'amount' });
    }
    const noKey = await t.request('POST', adminGrantReward.path, {
      body: { merchantCode: 'ph', account: 'demo01', title: 'x', amount: 1 },
    });
    expect(noKey.status).toBe(403);
  });

  it('R6.05 refuses trial players with 403 in_need_true_account', async () => {
    const trial = await createTestClient(t.platform).call(freePlay, { platform: 'W' });
    for (const [method, path, options] of [
      ['GET', rewardList.path, {}],
      ['POST', claimReward.path, { body: { id: 1, requestId: newRequestId() } }],
      ['GET', bonusDetails.path, { query: { startDate: '2026-01-15', endDate: '2026-01-15' } }],
      ['GET', securityOverview.path, {}],
      ['PUT', bindEmail.path, { body: { email: 'a@b.example' } }],
    ] as const) {
      const answer = await t.request(method, path, { token: trial.token, ...options });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({ errorCode: ErrorCode.trialAccount });
    }
  });
});

describe('security center', () => {
  it('shows what is set and bound, masked', async () => {
    expect(await t.value(securityOverview, { token })).toEqual({
      passwordChangedAt: '2026-01-15T08:00:00.000Z',
      hasPaymentPassword: false,
      mobileNum: '09*******67',
      email: 'd***@ph.lobbykit.example',
      payeeName: null,
      bankAccountCount: 0,
    });
    await steps.setPin(token);
    await steps.bindAccount(token);
    expect(await t.value(securityOverview, { token })).toMatchObject({
      hasPaymentPassword: true,
      payeeName: 'Juan Dela Cruz',
      bankAccountCount: 1,
    });
  });

  it('binds an email; refuses a malformed one', async () => {
    expect(await t.value(bindEmail, { token, body: { email: 'juan@example.com' } })).toEqual({
      email: 'j***@example.com',
    });
    expect((await t.value(securityOverview, { token })).email).toBe('j***@example.com');
    const bad = await t.request('PUT', bindEmail.path, { token, body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'email' });
  });
});

async function memberId(): Promise<number> {
  const ph = (await findMerchantByCode(t.database.db, 'ph'))!;
  return (await findMemberByUsername(t.database.db, ph.id, 'demo01'))!.id;
}
