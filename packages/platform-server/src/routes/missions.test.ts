import { ErrorCode } from '@lobbykit/api-client';
import {
  availablePromo,
  claimMission,
  missionLeaderboard,
  missionSummary,
  signInToday,
  unreadCount,
  withdrawalInfo,
} from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../db/merchants';
import { insertMission } from '../db/missions';
import { cashierSteps, DEMO_PASSWORD, newRequestId } from '../testing/cashier';
import { ledgerOf } from '../testing/ledger';
import { testPlatformForFile } from '../testing/platform-for-file';
import { playRounds } from '../testing/rounds';

const t = testPlatformForFile();
const steps = cashierSteps(t);
let token: string;
beforeEach(async () => {
  // 16:00 in Manila (UTC+8): the merchant day is 2026-01-15 until 16:00 UTC.
  t.clock.set('2026-01-15T08:00:00Z');
  token = await t.tokenFor('demo01', DEMO_PASSWORD);
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Settled rounds of a ph member (stakes in pesos) at the test clock's now. */
const play = (username: string, ...stakes: number[]) => playRounds(t, username, stakes, { label: 'mission' });

const summary = (who = token) => t.value(missionSummary, { token: who });
const missionNamed = async (code: string, who = token) =>
  (await summary(who)).missions.find((mission) => mission.code === code)!;
const claim = (id: number, who = token, requestId = newRequestId()) =>
  t.request('POST', claimMission.path, { token: who, body: { id, requestId } });
const signIn = (who = token, requestId = newRequestId()) =>
  t.request('POST', signInToday.path, { token: who, body: { requestId } });
const rewardsIn = async (username: string, prefix: string) =>
  (await ledgerOf(t, username)).filter((entry) => entry.idempotencyKey.startsWith(prefix));

describe('missions', () => {
  it('R7.50 the seeded missions in the member language: demo01 can collect the email one, the daily one waits for play', async () => {
    const answer = await summary();
    expect(answer.missions.map((mission) => [mission.code, mission.status])).toEqual([
      ['secure-account', 'claimable'],
      ['daily-player', 'inProgress'],
    ]);
    expect(answer.missions[0]).toMatchObject({
      title: 'Secure your account',
      unit: 'count',
      done: 1,
      target: 1,
      percent: 100,
      reward: 10,
      points: 20,
      periodEndsAt: null,
    });
    expect(answer.missions[1]).toMatchObject({
      unit: 'money',
      done: 0,
      target: 500,
      percent: 0,
      reward: 5,
      // The day ends at midnight in Manila.
      periodEndsAt: '2026-01-15T16:00:00.000Z',
    });
    expect(answer.signIn).toMatchObject({
      today: '2026-01-15',
      signedToday: false,
      streak: 0,
      todayReward: 1,
    });
    expect(answer.claimable).toBe(2);
    const tagalog = await t.value(missionSummary, { token, headers: { Language: 'TY' } });
    expect(tagalog.missions[0]!.title).toBe('I-secure ang iyong account');
    expect(tagalog.signIn!.title).toBe('Araw-araw na pag-sign in');
  });

  it('R7.50 progress follows settled bets of the merchant day, pays once, and starts again the next day', async () => {
    await play('demo01', 120, 180);
    expect(await missionNamed('daily-player')).toMatchObject({
      done: 300,
      percent: 60,
      status: 'inProgress',
    });
    await play('demo01', 200);
    const daily = await missionNamed('daily-player');
    expect(daily).toMatchObject({ done: 500, percent: 100, status: 'claimable' });
    const before = await steps.balance(token);
    const paid = await t.value(claimMission, { token, body: { id: daily.id, requestId: newRequestId() } });
    expect(paid).toMatchObject({ amount: 5, balance: before + 5, mission: { status: 'claimed' } });
    expect(await steps.balance(token)).toBe(before + 5);
    expect(await t.value(withdrawalInfo, { token })).toMatchObject({ turnoverRequired: 5 });
    // 23:59 in Manila: still the same day, still claimed.
    t.clock.set('2026-01-15T15:59:00Z');
    expect((await missionNamed('daily-player')).status).toBe('claimed');
    // Midnight in Manila: a new period, nothing played yet.
    t.clock.set('2026-01-15T16:00:00Z');
    token = await t.tokenFor('demo01', DEMO_PASSWORD);
    expect(await missionNamed('daily-player')).toMatchObject({ done: 0, status: 'inProgress' });
    await play('demo01', 500);
    const next = await missionNamed('daily-player');
    expect((await claim(next.id)).status).toBe(200);
    expect((await rewardsIn('demo01', `mission:${next.id}:`)).map((entry) => entry.idempotencyKey)).toEqual([
      `mission:${next.id}:2026-01-15`,
      `mission:${next.id}:2026-01-16`,
    ]);
  });

  it('R7.50 bad input: claiming twice, not earned, ended, another merchant’s mission or an unknown id changes nothing', async () => {
    const secure = await missionNamed('secure-account');
    const daily = await missionNamed('daily-player');
    expect((await claim(secure.id)).status).toBe(200);
    const before = await steps.balance(token);

    const twice = await claim(secure.id);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      errorCode: ErrorCode.conflict,
      messageKey: 'mission_already_claimed',
    });

    const notEarned = await claim(daily.id);
    expect(notEarned.status).toBe(409);
    expect(notEarned.body).toMatchObject({ messageKey: 'mission_not_earned' });

    const db = t.database.db;
    const ph = (await findMerchantByCode(db, 'ph'))!;
    const ended = await insertMission(db, {
      merchantId: ph.id,
      code: 'ended',
      kind: 'bindEmail',
      period: 'once',
      target: 1,
      rewardAmount: 700,
      points: 5,
      words: { EN: { title: 'Ended', description: 'Over' } },
      startsAt: new Date('2026-01-01T00:00:00Z'),
      endsAt: new Date('2026-01-14T00:00:00Z'),
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect((await missionNamed('ended')).status).toBe('expired');
    const expired = await claim(ended.id);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ messageKey: 'mission_expired' });

    const bdToken = await t.tokenFor('bdplayer01', DEMO_PASSWORD, 'bd');
    const bdMission = (await t.value(missionSummary, { token: bdToken, merchant: 'bd' })).missions[0]!;
    const foreign = await claim(bdMission.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ errorCode: ErrorCode.notFound, messageKey: 'mission_unknown' });
    expect((await claim(999_999)).status).toBe(404);

    const malformed = await t.request('POST', claimMission.path, {
      token,
      body: { id: daily.id, requestId: 'bad id!' },
    });
    expect(malformed.status).toBe(400);

    expect(await steps.balance(token)).toBe(before);
    expect(await rewardsIn('demo01', 'mission:')).toHaveLength(1);
  });

  it('R7.50 another member’s requestId replays nothing of theirs', async () => {
    const agentToken = await t.tokenFor('agent01', 'Agent1234');
    const secure = await missionNamed('secure-account');
    const shared = newRequestId();
    expect((await claim(secure.id, agentToken, shared)).status).toBe(200);
    const mine = await t.value(claimMission, { token, body: { id: secure.id, requestId: shared } });
    // demo01's own claim, paid to demo01; agent01's stays agent01's.
    expect(mine.amount).toBe(10);
    expect(await rewardsIn('demo01', 'mission:')).toHaveLength(1);
    expect(await rewardsIn('agent01', 'mission:')).toHaveLength(1);
  });

  it('R7.50 parallel claims and replays credit once: exact balance, one ledger entry', async () => {
    const secure = await missionNamed('secure-account');
    const before = await steps.balance(token);
    const replayed = newRequestId();
    const requestIds = [replayed, replayed, newRequestId(), newRequestId(), newRequestId()];
    const answers = await Promise.all(requestIds.map((requestId) => claim(secure.id, token, requestId)));
    const won = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(won.length + refused.length).toBe(requestIds.length);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused)
      expect(answer.body).toMatchObject({ messageKey: 'mission_already_claimed' });
    expect(await steps.balance(token)).toBe(before + 10);
    expect(await rewardsIn('demo01', 'mission:')).toHaveLength(1);
    const winner = requestIds[answers.findIndex((answer) => answer.status === 200)]!;
    const again = await t.value(claimMission, { token, body: { id: secure.id, requestId: winner } });
    expect(again).toMatchObject({ amount: 10, balance: before + 10 });
  });

  it('R2.101 R3.08 the missions counter and availablePromoCount count what can be collected, and go down', async () => {
    const promotionsOnly = (await t.value(unreadCount, { token })).rewards;
    expect((await t.value(unreadCount, { token })).missions).toBe(2);
    const available = await t.value(availablePromo, { token });
    expect(available.availablePromoCount).toBe(promotionsOnly + 2);
    expect((await signIn()).status).toBe(200);
    expect((await t.value(unreadCount, { token })).missions).toBe(1);
    expect((await claim((await missionNamed('secure-account')).id)).status).toBe(200);
    expect((await t.value(unreadCount, { token })).missions).toBe(0);
    expect((await t.value(availablePromo, { token })).availablePromoCount).toBe(promotionsOnly);
  });
});

describe('sign-in task', () => {
  it('R2.103 signs in once a merchant day; the streak pays its day, a missed day starts again', async () => {
    const before = await steps.balance(token);
    const first = await t.value(signInToday, { token, body: { requestId: newRequestId() } });
    expect(first).toMatchObject({
      amount: 1,
      balance: before + 1,
      signIn: { today: '2026-01-15', signedToday: true, streak: 1, cycleDone: 1 },
    });
    const again = await signIn();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageKey: 'sign_in_done_today' });

    // 00:30 the next day in Manila (16:30 UTC).
    t.clock.set('2026-01-15T16:30:00Z');
    token = await t.tokenFor('demo01', DEMO_PASSWORD);
    expect((await summary()).signIn).toMatchObject({ today: '2026-01-16', streak: 1, todayReward: 2 });
    const second = await t.value(signInToday, { token, body: { requestId: newRequestId() } });
    expect(second).toMatchObject({ amount: 2, signIn: { streak: 2, cycleDone: 2 } });

    // Skips the 17th: the 18th starts again at day one.
    t.clock.advance(2 * DAY_MS);
    token = await t.tokenFor('demo01', DEMO_PASSWORD);
    expect((await summary()).signIn).toMatchObject({ today: '2026-01-18', streak: 0, todayReward: 1 });
    const third = await t.value(signInToday, { token, body: { requestId: newRequestId() } });
    expect(third).toMatchObject({ amount: 1, signIn: { streak: 1 } });
    expect(await steps.balance(token)).toBe(before + 4);
    expect((await rewardsIn('demo01', 'signin:')).map((entry) => entry.amount)).toEqual([100, 200, 100]);
  });

  it('R2.103 two parallel sign-ins of the same day credit once; a replay answers the first', async () => {
    const before = await steps.balance(token);
    const replayed = newRequestId();
    const requestIds = [replayed, newRequestId(), replayed, newRequestId()];
    const answers = await Promise.all(requestIds.map((requestId) => signIn(token, requestId)));
    const won = answers.filter((answer) => answer.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ messageKey: 'sign_in_done_today' });
    }
    expect(await steps.balance(token)).toBe(before + 1);
    expect(await rewardsIn('demo01', 'signin:')).toHaveLength(1);
    const winner = requestIds[answers.findIndex((answer) => answer.status === 200)]!;
    const replay = await t.value(signInToday, { token, body: { requestId: winner } });
    expect(replay).toMatchObject({
      amount: 1,
      balance: before + 1,
      signIn: { signedToday: true, streak: 1 },
    });
  });
});

describe('mission leaderboard', () => {
  it('R7.51 ranks this month’s mission points, masked like the winners board, with the member’s own place', async () => {
    const empty = await t.value(missionLeaderboard, { token });
    expect(empty).toMatchObject({ periodLabel: '2026-01', list: [], me: { rank: null, points: 0 } });
    expect(empty.me.customerName).toBe('de***01');

    const agentToken = await t.tokenFor('agent01', 'Agent1234');
    const secure = await missionNamed('secure-account');
    expect((await claim(secure.id, agentToken)).status).toBe(200);
    t.clock.advance(60_000);
    expect((await claim(secure.id)).status).toBe(200);
    // Equal points share the rank; agent01 reached them first.
    const tied = await t.value(missionLeaderboard, { token });
    expect(tied.list).toEqual([
      { rank: 1, customerName: 'ag***01', points: 20, missions: 1 },
      { rank: 1, customerName: 'de***01', points: 20, missions: 1 },
    ]);
    expect(tied.me).toMatchObject({ rank: 1, points: 20 });

    await play('demo01', 500);
    expect((await claim((await missionNamed('daily-player')).id)).status).toBe(200);
    const ahead = await t.value(missionLeaderboard, { token: agentToken, query: { limitNum: '1' } });
    expect(ahead.list).toEqual([{ rank: 1, customerName: 'de***01', points: 30, missions: 2 }]);
    expect(ahead.me).toMatchObject({ rank: 2, customerName: 'ag***01', points: 20 });

    // Another merchant's board is its own.
    const bd = await t.value(missionLeaderboard, {
      token: await t.tokenFor('bdplayer01', DEMO_PASSWORD, 'bd'),
      merchant: 'bd',
    });
    expect(bd.list).toEqual([]);
  });

  it('R7.51 a limit out of range is refused', async () => {
    const answer = await t.request('GET', missionLeaderboard.path, { token, query: { limitNum: '0' } });
    expect(answer.status).toBe(400);
  });
});
