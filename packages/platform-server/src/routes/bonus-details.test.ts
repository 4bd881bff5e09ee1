import {
  adminCreatePromotion,
  adminGrantReward,
  bonusDetails,
  claimMission,
  claimPromotion,
  claimReward,
  missionSummary,
  signInToday,
} from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { originOf } from '../services/bonus-details';
import { cashierSteps, DEMO_PASSWORD, newRequestId } from '../testing/cashier';
import { testPlatformForFile } from '../testing/platform-for-file';
import { playRounds } from '../testing/rounds';

const t = testPlatformForFile();
const steps = cashierSteps(t);

/** Settled rounds of demo01 (pesos) at the clock's now. */
const play = (...stakes: number[]) => playRounds(t, 'demo01', stakes, { label: 'bonus' });

const day = (date: string, token: string, language?: string) =>
  t.value(bonusDetails, {
    token,
    query: { startDate: date, endDate: date },
    ...(language ? { headers: { Language: language } } : {}),
  });

describe('bonusDetails (every bonus of the ledger, named)', () => {
  it('issue 12: a promotion bonus, a VIP rebate and an operator reward all show, each with its name and source', async () => {
    // A promotion earned and claimed on the 15th (Manila).
    t.clock.set('2026-01-15T04:00:00Z');
    const promotion = await t.value(adminCreatePromotion, {
      ...steps.admin,
      body: {
        merchantCode: 'ph',
        code: 'bonus-details-daily',
        type: 'daily',
        kind: 'turnover',
        period: 'daily',
        requiredTurnover: 100,
        fixedAmount: 20,
        turnoverMultiple: 1,
        startsAt: '2026-01-01T00:00:00.000Z',
        texts: [
          { language: 'EN', title: 'Daily turnover', summary: 'Play 100, get 20', terms: '<p>Terms</p>' },
          { language: 'TY', title: 'Araw-araw na turnover', summary: 'Maglaro', terms: '<p>Tuntunin</p>' },
        ],
      },
    });
    await play(100);
    let token = await t.tokenFor('demo01', DEMO_PASSWORD);
    await t.value(claimPromotion, { token, body: { id: promotion.id, requestId: newRequestId() } });

    // The next morning: the 15th's VIP rebate (100.00 at Member, 0.2% = 0.20) and an operator reward.
    t.clock.set('2026-01-16T01:00:00Z');
    await t.platform.vipRebates.run();
    token = await t.tokenFor('demo01', DEMO_PASSWORD);
    const granted = await t.value(adminGrantReward, {
      ...steps.admin,
      body: { merchantCode: 'ph', account: 'demo01', title: 'Welcome gift', amount: 5, turnoverMultiple: 1 },
    });
    await t.value(claimReward, { token, body: { id: granted.id, requestId: newRequestId() } });

    const on15 = await day('2026-01-15', token);
    expect(on15.list.map(({ title, amount, source }) => ({ title, amount, source }))).toEqual([
      { title: 'Daily turnover', amount: 20, source: 'PROMOTION' },
    ]);
    const on16 = await day('2026-01-16', token);
    expect(on16.list.map(({ title, amount, source }) => ({ title, amount, source }))).toEqual([
      { title: 'Welcome gift', amount: 5, source: 'OPERATOR' },
      { title: 'Member · 2026-01-15', amount: 0.2, source: 'VIP_REBATE' },
    ]);
    expect(on16).toMatchObject({ total: 5.2, totalCount: 2 });
    // The promotion's name in the member's language.
    const inFilipino = await day('2026-01-15', token, 'TY');
    expect(inFilipino.list[0]?.title).toBe('Araw-araw na turnover');
  });

  it("issue 12: a mission's and a sign-in task's rewards show under their own names, in the member's language", async () => {
    const token = await t.tokenFor('demo01', DEMO_PASSWORD);
    const secure = (await t.value(missionSummary, { token })).missions.find(
      (mission) => mission.code === 'secure-account',
    )!;
    await t.value(claimMission, { token, body: { id: secure.id, requestId: newRequestId() } });
    await t.value(signInToday, { token, body: { requestId: newRequestId() } });
    const today = t.clock.now().toISOString().slice(0, 10);
    const bonuses = await day(today, token);
    const bySource = Object.fromEntries(bonuses.list.map((bonus) => [bonus.source, bonus.title]));
    expect(bySource.MISSION).toBe('Secure your account');
    expect(bySource.SIGN_IN).toEqual(expect.any(String));
    expect(bySource.SIGN_IN).not.toBe('');
    const tagalog = await day(today, token, 'TY');
    expect(tagalog.list.find((bonus) => bonus.source === 'MISSION')?.title).toBe(
      'I-secure ang iyong account',
    );
  });

  it('bad input: a reversed or too long range is a 400 naming endDate', async () => {
    const token = await t.tokenFor('demo01', DEMO_PASSWORD);
    const reversed = await t.request('GET', bonusDetails.path, {
      token,
      query: { startDate: '2026-01-15', endDate: '2026-01-01' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ field: 'endDate', messageKey: 'date_range_reversed' });
    const long = await t.request('GET', bonusDetails.path, {
      token,
      query: { startDate: '2025-01-01', endDate: '2026-01-01' },
    });
    expect(long.status).toBe(400);
  });

  it('reads every bonus writer’s reference back to its source', () => {
    expect(originOf('reward:12')).toEqual({ source: 'OPERATOR', rewardId: 12 });
    expect(originOf('promotion:4:2026-01-15')).toEqual({ source: 'PROMOTION', promotionId: 4 });
    expect(originOf('promotion:4:application:9')).toEqual({ source: 'PROMOTION', promotionId: 4 });
    expect(originOf('vip-rebate:2026-01-15')).toEqual({ source: 'VIP_REBATE', rebateDay: '2026-01-15' });
    expect(originOf('mission:3:2026-01-15')).toEqual({ source: 'MISSION', missionId: 3 });
    expect(originOf('signin:1:2026-01-15')).toEqual({ source: 'SIGN_IN', signInTaskId: 1 });
    expect(originOf('points>500')).toEqual({ source: 'POINTS' });
    expect(originOf('points:redemption:7')).toEqual({ source: 'POINTS' });
    expect(originOf('dailyWage:5:2026-01-14')).toEqual({ source: 'SALARY', title: '2026-01-14' });
    expect(originOf('dividend:5:2026-01')).toEqual({ source: 'DIVIDEND', title: '2026-01' });
    expect(originOf('something-new')).toEqual({ source: 'OTHER', title: 'something-new' });
  });
});
