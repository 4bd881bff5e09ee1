import { ErrorCode, freePlay } from '@lobbykit/api-client';
import {
  adminAdjustPoints,
  adminPointRedemptions,
  adminPointRewards,
  adminPointSettings,
  adminReviewPointRedemption,
  adminSavePointReward,
  convertPoints,
  pointBalance,
  pointConfig,
  pointRecords,
  pointRewards,
  redeemDetail,
  redeemList,
  redeemReward,
} from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { pointEntries } from '../db/schema/index';
import { cashierSteps, DEMO_PASSWORD, newRequestId, PIN } from '../testing/cashier';
import { testPlatformForFile } from '../testing/platform-for-file';
import { playRounds } from '../testing/rounds';
import { createTestClient, encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();
const steps = cashierSteps(t);
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', DEMO_PASSWORD);
});

const points = async (who = token, merchant = 'ph') =>
  (await t.value(pointBalance, { token: who, merchant })).points;
const rewardsOf = (merchant = 'ph', language = 'EN') =>
  t.value(pointRewards, { merchant, headers: { Language: language } });

async function send(path: string, body: Record<string, unknown>, who = token, merchant = 'ph') {
  return t.request('POST', path, {
    token: who,
    merchant,
    body: await encryptedBody(t.platform, { paymentPassword: PIN, ...body }),
  });
}
const redeemedId = (response: { body: Record<string, unknown> }) =>
  (response.body.value as { redemption: { id: number } }).redemption.id;
const redeem = (
  rewardId: number,
  requestId = newRequestId(),
  extra: Record<string, unknown> = {},
  who = token,
) => send(redeemReward.path, { rewardId, requestId, ...extra }, who);
const convert = (count: number, requestId = newRequestId(), extra: Record<string, unknown> = {}) =>
  send(convertPoints.path, { points: count, requestId, ...extra });

/** The seeded ph catalogue by price: 500 (no limit), 1,200 (50 left), 3,000, 8,000, 2,000 (out of stock). */
async function rewardCosting(cost: number) {
  const reward = (await rewardsOf()).find((row) => row.points === cost);
  return reward!;
}

describe('points mall', () => {
  it('R6.01 R7.61 a visitor reads the config and the catalogue in the request language, EN as the fallback', async () => {
    expect(await t.value(pointConfig, {})).toEqual({
      enabled: true,
      betPerPoint: 100,
      pointValue: 0.1,
      minConvertPoints: 100,
    });
    const en = await rewardsOf();
    expect(en.map((row) => row.points)).toEqual([500, 1_200, 3_000, 8_000, 2_000]);
    expect(en[0]).toMatchObject({ title: '₱50 bonus credit', stock: null, bonusAmount: 50 });
    expect(en[0]!.imageUrl).toMatch(/\/cdn\/images\/points\/reward-\d+\.svg$/);
    const ty = await rewardsOf('ph', 'TY');
    expect(ty[0]!.title).toBe('₱50 na bonus credit');
    const bn = await rewardsOf('bd', 'BN');
    expect(bn[0]!.title).toBe('৳৫০ বোনাস ক্রেডিট');
    const art = await t.platform.fetch(new Request(en[0]!.imageUrl));
    expect(art.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('R6.01 the member calls need a session; trial sessions hit the trial wall', async () => {
    expect((await t.request('GET', pointBalance.path, {})).status).toBe(401);
    const trial = (await createTestClient(t.platform).call(freePlay, { os: 'Linux', platform: 'W' })).token;
    const response = await t.request('GET', pointBalance.path, { token: trial });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ errorCode: ErrorCode.trialAccount });
  });

  it('R9.40 settled bets earn points at the merchant rate once, the remainder carries over, and points never expire', async () => {
    // The seeded history is credited at the first read; what is left over counts towards the next point.
    const start = await t.value(pointBalance, { token });
    await play('demo01', [Math.round((100 - start.towardsNextPoint) * 100) / 100]);
    const even = await t.value(pointBalance, { token });
    expect(even).toMatchObject({ points: start.points + 1, towardsNextPoint: 0 });
    await play('demo01', [150, 99.99, 50]);
    // 299.99 of valid bet at 100.00 a point: 2 points, 99.99 towards the next.
    expect(await t.value(pointBalance, { token })).toEqual({
      points: even.points + 2,
      totalEarned: even.totalEarned + 2,
      towardsNextPoint: 99.99,
    });
    // Reading again credits nothing more; an open bet earns nothing.
    expect(await points()).toBe(even.points + 2);
    await play('demo01', [0.01]);
    expect(await points()).toBe(even.points + 3);
    await play('demo01', [500], 'open');
    expect(await points()).toBe(even.points + 3);
    // A year later they are all still there.
    t.clock.advance(366 * 24 * 60 * 60 * 1000);
    token = await t.tokenFor('demo01', DEMO_PASSWORD);
    expect(await points()).toBe(even.points + 3);
    const records = await t.value(pointRecords, { token, query: { type: 'earn' } });
    expect(records.list.slice(0, 2).map((row) => [row.type, row.points, row.amount, row.balance])).toEqual([
      ['earn', 1, 100, even.points + 3],
      ['earn', 2, 200, even.points + 2],
    ]);
  });

  it('R9.40 the earning pass credits settled bets without the member looking, once however often it runs', async () => {
    // Everyone's seeded bets first (the seeded team plays too), then demo01's new ones alone.
    expect((await t.platform.pointsEarning.run()).members).toBeGreaterThan(0);
    const start = await t.value(pointBalance, { token });
    const before = (await t.value(pointRecords, { token })).totalCount;
    await play('demo01', [Math.round((100 - start.towardsNextPoint) * 100) / 100 + 200]);
    expect((await t.platform.pointsEarning.run()).credited).toBe(3);
    expect((await t.platform.pointsEarning.run()).credited).toBe(0);
    expect(await points()).toBe(start.points + 3);
    expect((await t.value(pointRecords, { token })).totalCount).toBe(before + 1);
  });

  it('R7.62 R4.74 redeems with the payment password: points drop once, stock once, the redemption is In Process', async () => {
    await steps.setPin(token);
    const reward = await rewardCosting(1_200);
    const before = await points();
    const response = await redeem(reward.id, 'redeem-0001');
    expect(response.status).toBe(200);
    expect(response.body.value).toMatchObject({
      points: before - 1_200,
      redemption: {
        rewardId: reward.id,
        points: 1_200,
        status: 'IN_PROCESS',
        rewardTitle: '₱150 weekend boost',
      },
    });
    expect(await points()).toBe(before - 1_200);
    expect((await rewardCosting(1_200)).stock).toBe(49);

    // A replayed requestId answers the first redemption and moves nothing, even with a wrong password.
    const again = await redeem(reward.id, 'redeem-0001', { paymentPassword: '000000' });
    expect(again.body).toEqual(response.body);
    expect(await points()).toBe(before - 1_200);
    expect((await rewardCosting(1_200)).stock).toBe(49);

    const [record] = (await t.value(pointRecords, { token })).list;
    expect(record).toMatchObject({
      type: 'redeem',
      points: -1_200,
      status: 'IN_PROCESS',
      balance: before - 1_200,
    });
    const list = await t.value(redeemList, { token });
    expect(list.list).toHaveLength(1);
  });

  it('R7.62 refuses more points than held, out of stock, another merchant reward, and moves nothing', async () => {
    await steps.setPin(token);
    await t.value(adminAdjustPoints, {
      ...steps.admin,
      body: {
        merchantCode: 'ph',
        account: 'demo01',
        points: -4_000,
        remark: 'test',
        requestId: 'adjust-0001',
      },
    });
    expect(await points()).toBe(1_000);
    const tooDear = await redeem((await rewardCosting(1_200)).id);
    expect(tooDear.status).toBe(409);
    expect(tooDear.body).toMatchObject({ messageKey: 'points_not_enough' });
    const empty = await redeem((await rewardCosting(2_000)).id);
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ messageKey: 'points_out_of_stock' });
    const bdReward = (await rewardsOf('bd'))[0]!;
    expect((await redeem(bdReward.id)).status).toBe(404);
    expect(await points()).toBe(1_000);
    expect((await t.value(redeemList, { token })).totalCount).toBe(0);
  });

  it('R7.62 a wrong payment password is refused and counted; the fifth locks it; none set is refused', async () => {
    const reward = await rewardCosting(500);
    const unset = await redeem(reward.id);
    expect(unset.status).toBe(400);
    expect(unset.body).toMatchObject({ messageKey: 'payment_password_not_set' });
    await steps.setPin(token);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await redeem(reward.id, newRequestId(), { paymentPassword: '111111' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ messageKey: 'payment_password_incorrect', triesLeft: 5 - attempt });
    }
    const locked = await convert(100, newRequestId(), { paymentPassword: '111111' });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ messageKey: 'payment_password_locked' });
    // Locked: even the right one waits.
    expect((await redeem(reward.id)).status).toBe(429);
    expect(await points()).toBe(5_000);
  });

  it('parallel redeems never take points below zero', async () => {
    await steps.setPin(token);
    const reward = await rewardCosting(1_200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(reward.id)));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 409]);
    expect(ok).toHaveLength(4);
    expect(await points()).toBe(5_000 - 4 * 1_200);
    const entries = await t.database.db.select().from(pointEntries);
    expect(entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
  });

  it("another member's redemption id is not found", async () => {
    await steps.setPin(token);
    const mine = redeemedId(await redeem((await rewardCosting(500)).id));
    expect((await t.value(redeemDetail, { token, query: { id: String(mine) } })).id).toBe(mine);
    const other = await t.tokenFor('agent01', 'Agent1234');
    const response = await t.request('GET', `${redeemDetail.path}?id=${mine}`, { token: other });
    expect(response.status).toBe(404);
    expect((await t.request('GET', `${redeemDetail.path}?id=99999999999`, { token })).status).toBe(400);
  });

  it('R7.62 converts points to main wallet balance once per requestId, at the merchant point value', async () => {
    await steps.setPin(token);
    const wallet = await steps.balance(token);
    const first = await convert(1_000, 'convert-0001');
    expect(first.body.value).toEqual({ points: 4_000, amount: 100, balance: wallet + 100 });
    const again = await convert(1_000, 'convert-0001');
    expect(again.body).toEqual(first.body);
    expect(await points()).toBe(4_000);
    expect(await steps.balance(token)).toBe(wallet + 100);
    const small = await convert(99);
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({ field: 'points', messageKey: 'points_below_minimum' });
    const tooMany = await convert(4_001);
    expect(tooMany.status).toBe(409);
    const fraction = await convert(100.5);
    expect(fraction.status).toBe(400);
    expect(fraction.body.field).toBe('points');
  });

  it('R4.74 the operator approves (bonus credited once) or rejects (points and stock refunded once)', async () => {
    await steps.setPin(token);
    const bonus = await rewardCosting(500);
    const jersey = await rewardCosting(3_000);
    const a = redeemedId(await redeem(bonus.id));
    const b = redeemedId(await redeem(jersey.id));
    const wallet = await steps.balance(token);
    const review = (body: Record<string, unknown>) =>
      t.request('POST', adminReviewPointRedemption.path, { ...steps.admin, body });
    expect((await review({ id: a, decision: 'approve' })).body.value).toMatchObject({
      status: 'APPROVED',
      account: 'demo01',
    });
    expect((await review({ id: a, decision: 'approve' })).status).toBe(200);
    expect(await steps.balance(token)).toBe(wallet + 50);
    expect((await review({ id: a, decision: 'reject', reason: 'no' })).status).toBe(409);

    expect(await points()).toBe(1_500);
    const rejected = await review({ id: b, decision: 'reject', reason: 'Out of sizes' });
    expect(rejected.body.value).toMatchObject({ status: 'REJECTED', rejectReason: 'Out of sizes' });
    await review({ id: b, decision: 'reject', reason: 'Out of sizes' });
    expect(await points()).toBe(4_500);
    expect((await rewardCosting(3_000)).stock).toBe(20);
    const statuses = (await t.value(redeemList, { token })).list.map((row) => row.status).sort();
    expect(statuses).toEqual(['APPROVED', 'REJECTED']);
    const queue = await t.value(adminPointRedemptions, { ...steps.admin, query: { merchantCode: 'ph' } });
    expect(queue).toHaveLength(2);
    const [refund] = (await t.value(pointRecords, { token, query: { type: 'refund' } })).list;
    expect(refund).toMatchObject({ points: 3_000, remark: 'Out of sizes', status: 'APPROVED' });
  });

  it('the operator adjustment is idempotent and never takes points below zero', async () => {
    const adjust = (pointsDelta: number, requestId: string) =>
      t.request('POST', adminAdjustPoints.path, {
        ...steps.admin,
        body: {
          merchantCode: 'ph',
          account: 'demo01',
          points: pointsDelta,
          remark: 'Event prize',
          requestId,
        },
      });
    expect((await adjust(250, 'adjust-0002')).body.value).toEqual({ account: 'demo01', points: 5_250 });
    await adjust(250, 'adjust-0002');
    expect(await points()).toBe(5_250);
    expect((await adjust(-6_000, 'adjust-0003')).status).toBe(409);
    expect(await points()).toBe(5_250);
  });
});

describe('points mall: the operator edits the rules and the catalogue', () => {
  const settings = (body: Record<string, unknown>) =>
    t.request('POST', adminPointSettings.path, { ...steps.admin, body: { merchantCode: 'ph', ...body } });
  const save = (body: Record<string, unknown>) =>
    t.request('POST', adminSavePointReward.path, { ...steps.admin, body: { merchantCode: 'ph', ...body } });
  const jersey = {
    points: 900,
    stock: 5,
    bonusAmount: null,
    texts: [
      { language: 'EN', title: 'Team cap', description: 'Delivered to your address.' },
      { language: 'TY', title: 'Sombrero ng koponan', description: 'Ihahatid sa iyong address.' },
    ],
  };

  it('R9.40 R7.61 a new rate counts the valid bet not yet turned into points; what was earned stays', async () => {
    const start = await t.value(pointBalance, { token });
    const answer = await settings({ betPerPoint: 10, pointValue: 0.25, minConvertPoints: 20 });
    expect(answer.body.value).toEqual({
      enabled: true,
      betPerPoint: 10,
      pointValue: 0.25,
      minConvertPoints: 20,
    });
    expect(await t.value(pointConfig, {})).toEqual(answer.body.value);
    // What was left over towards the next point at 100.00 now earns at 10.00 a point.
    await play('demo01', [30]);
    const towards = start.towardsNextPoint + 30;
    expect(await t.value(pointBalance, { token })).toMatchObject({
      points: start.points + Math.floor(towards / 10),
      towardsNextPoint: Math.round((towards % 10) * 100) / 100,
    });
    // Only the fields sent change.
    expect((await settings({ enabled: false })).body.value).toEqual({
      enabled: false,
      betPerPoint: 10,
      pointValue: 0.25,
      minConvertPoints: 20,
    });
  });

  it('R7.61 an added reward shows in the catalogue in the reader language, EN elsewhere; hidden ones leave it', async () => {
    const added = await save(jersey);
    expect(added.status).toBe(200);
    const reward = added.body.value as { id: number };
    expect(added.body.value).toMatchObject({
      points: 900,
      stock: 5,
      bonusAmount: null,
      enabled: true,
      hue: 260,
    });
    expect((await rewardsOf('ph', 'TY')).find((row) => row.id === reward.id)?.title).toBe(
      'Sombrero ng koponan',
    );
    expect((await rewardsOf('ph', 'BN')).find((row) => row.id === reward.id)?.title).toBe('Team cap');

    // An edit replaces the reward and its words: TY left out is removed.
    const edited = await save({
      ...jersey,
      id: reward.id,
      points: 950,
      bonusAmount: 12.5,
      texts: [jersey.texts[0]],
    });
    expect(edited.body.value).toMatchObject({ id: reward.id, points: 950, bonusAmount: 12.5 });
    expect((await rewardsOf('ph', 'TY')).find((row) => row.id === reward.id)?.title).toBe('Team cap');

    await save({ ...jersey, id: reward.id, enabled: false });
    expect((await rewardsOf()).some((row) => row.id === reward.id)).toBe(false);
    const catalogue = await t.value(adminPointRewards, { ...steps.admin, query: { merchantCode: 'ph' } });
    expect(catalogue.find((row) => row.id === reward.id)).toMatchObject({
      enabled: false,
      texts: jersey.texts,
    });
    expect(catalogue).toHaveLength(6);
  });

  it('R7.61 refuses bad rules and rewards with the field named, and changes nothing', async () => {
    const before = await t.value(adminPointRewards, { ...steps.admin, query: { merchantCode: 'ph' } });
    const config = await t.value(pointConfig, {});
    const refused = [
      await settings({ pointValue: 1_000.01 }),
      await settings({ betPerPoint: 0 }),
      await settings({ minConvertPoints: 1.5 }),
      await settings({ merchantCode: 'nope', enabled: false }),
      await save({ ...jersey, texts: [jersey.texts[1]] }),
      await save({ ...jersey, texts: [jersey.texts[0], jersey.texts[0]] }),
      await save({ ...jersey, stock: -1 }),
      await save({ ...jersey, points: 0 }),
      await save({ ...jersey, bonusAmount: 1.234 }),
    ];
    for (const answer of refused) expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(refused[4]!.body).toMatchObject({ errorCode: ErrorCode.validation, field: 'texts' });
    // Another merchant's reward is not the operator's to edit from here.
    const bdReward = (await rewardsOf('bd'))[0]!;
    expect((await save({ ...jersey, id: bdReward.id })).status).toBe(404);
    // Without the admin key nothing is even looked at.
    expect(
      (await t.request('POST', adminSavePointReward.path, { body: { merchantCode: 'ph', ...jersey } }))
        .status,
    ).toBe(403);
    expect(await t.value(adminPointRewards, { ...steps.admin, query: { merchantCode: 'ph' } })).toEqual(
      before,
    );
    expect(await t.value(pointConfig, {})).toEqual(config);
    expect((await rewardsOf('bd'))[0]).toEqual(bdReward);
  });
});

/** Bets of one member at the test clock's now (stakes in pesos), settled unless `status` says open. */
const play = (username: string, stakes: number[], status: 'settled' | 'open' = 'settled') =>
  playRounds(t, username, stakes, { label: 'points', status });
