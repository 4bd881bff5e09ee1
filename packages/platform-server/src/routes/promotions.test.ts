import { ErrorCode } from '@lobbykit/api-client';
import {
  adminCreatePromotion,
  adminPromotionApplications,
  adminReviewPromotionApplication,
  applyPromotion,
  availablePromo,
  claimPromotion,
  claimRafflePromotion,
  joinPromotion,
  promotionApplications,
  promotionDetail,
  promotionList,
  unreadCount,
  withdrawalInfo,
} from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { cashierSteps, DEMO_PASSWORD, newRequestId } from '../testing/cashier';
import { ledgerOf } from '../testing/ledger';
import { testPlatformForFile } from '../testing/platform-for-file';
import { playRounds } from '../testing/rounds';

const t = testPlatformForFile({ random: { int: () => 0 } });
const steps = cashierSteps(t);
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', DEMO_PASSWORD);
});

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64')}`;
const GIF_AS_PNG = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`;
const image = (dataUrl = PNG) => ({ name: 'proof.png', dataUrl });

const create = (body: Record<string, unknown>) =>
  t.value(adminCreatePromotion, {
    ...steps.admin,
    body: {
      merchantCode: 'ph',
      code: `test-${newRequestId().toLowerCase()}`.slice(0, 60),
      type: 'daily',
      kind: 'turnover',
      period: 'daily',
      requiredTurnover: 100,
      fixedAmount: 20,
      turnoverMultiple: 3,
      startsAt: '2026-01-01T00:00:00.000Z',
      texts: [
        { language: 'EN', title: 'Daily turnover', summary: 'Play 100, get 20', terms: '<p>Terms</p>' },
        { language: 'TY', title: 'Araw-araw', summary: 'Maglaro', terms: '<p>Mga tuntunin</p>' },
      ],
      ...body,
    },
  });

/** Settled rounds of demo01 (stakes in pesos), settled at the test clock's now. */
const play = (...stakes: number[]) => playRounds(t, 'demo01', stakes, { label: 'promo' });

const mineIn = async (id: number, who = token) =>
  (await t.value(promotionDetail, { token: who, query: { id: String(id) } })).mine;

describe('promotions', () => {
  it('R6.01 R2.19 anonymous visitors browse the list by type and find one by code, without a member side', async () => {
    const created = await create({ type: 'highRebate', code: 'browse-me' });
    const list = await t.value(promotionList, { query: { type: 'highRebate' } });
    const found = list.find((promotion) => promotion.id === created.id);
    expect(found).toMatchObject({ code: 'browse-me', title: 'Daily turnover', phase: 'open', mine: null });
    expect(found!.bannerUrl).toMatch(/\/cdn\/images\/promotions\/\d+-[a-z0-9]+\.en\.svg$/);
    expect(list.every((promotion) => promotion.type === 'highRebate')).toBe(true);
    const inTagalog = await t.value(promotionDetail, {
      query: { code: 'browse-me' },
      headers: { Language: 'TY' },
    });
    expect(inTagalog.title).toBe('Araw-araw');
    const banner = await t.platform.fetch(new Request(found!.bannerUrl));
    expect(banner.status).toBe(200);
    expect(banner.headers.get('Content-Type')).toContain('image/svg+xml');
  });

  it('R4.75 statuses follow play: join, joined, process, claim, claimed; the next day starts again', async () => {
    const created = await create({ requiresJoin: true });
    expect((await mineIn(created.id))?.status).toBe('join');
    await play(80); // before the join: does not count
    t.clock.advance(60_000);
    await t.value(joinPromotion, { token, body: { id: created.id } });
    expect(await mineIn(created.id)).toMatchObject({
      status: 'joined',
      progress: { done: 0, required: 100 },
    });
    await play(60);
    expect(await mineIn(created.id)).toMatchObject({
      status: 'process',
      progress: { done: 60, required: 100 },
    });
    await play(40);
    expect(await mineIn(created.id)).toMatchObject({ status: 'claim', amount: 20 });
    await t.value(claimPromotion, { token, body: { id: created.id, requestId: newRequestId() } });
    expect(await mineIn(created.id)).toMatchObject({ status: 'claimed', amount: 20 });
    t.clock.advance(24 * 60 * 60_000);
    token = await t.tokenFor('demo01', DEMO_PASSWORD);
    expect(await mineIn(created.id)).toMatchObject({
      status: 'joined',
      progress: { done: 0, required: 100 },
    });
  });

  it('claims once under parallel claims and replays: exact balance, one ledger entry, turnover added', async () => {
    const created = await create({});
    await play(100);
    const before = await steps.balance(token);
    const replayed = newRequestId();
    const requestIds = [replayed, replayed, newRequestId(), newRequestId()];
    const answers = await Promise.all(
      requestIds.map((requestId) =>
        t.request('POST', claimPromotion.path, { token, body: { id: created.id, requestId } }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(won.length + refused.length).toBe(4);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused)
      expect(answer.body).toMatchObject({ messageKey: 'promotion_already_claimed' });
    expect(await steps.balance(token)).toBe(before + 20);
    const bonuses = (await ledgerOf(t, 'demo01')).filter((entry) =>
      entry.idempotencyKey.startsWith('promotion:'),
    );
    expect(bonuses).toHaveLength(1);
    // Whichever request won, replaying its requestId answers the first answer and moves nothing.
    const winner = requestIds[answers.findIndex((answer) => answer.status === 200)]!;
    const again = await t.value(claimPromotion, { token, body: { id: created.id, requestId: winner } });
    expect(again).toMatchObject({ amount: 20, turnoverAdded: 60, balance: before + 20 });
    expect(await t.value(withdrawalInfo, { token })).toMatchObject({ turnoverRequired: 60 });
  });

  it('refuses what was not earned, not started, ended or switched off, each with its messageKey', async () => {
    const notEarned = await create({});
    const refusal = await t.request('POST', claimPromotion.path, {
      token,
      body: { id: notEarned.id, requestId: newRequestId() },
    });
    expect(refusal.status).toBe(409);
    expect(refusal.body).toMatchObject({ errorCode: ErrorCode.conflict, messageKey: 'promotion_not_earned' });
    const later = await create({ startsAt: '2026-02-01T00:00:00.000Z' });
    const ended = await create({ endsAt: '2026-01-10T00:00:00.000Z' });
    await play(100);
    expect((await mineIn(later.id))?.status).toBe('comingSoon');
    expect((await mineIn(ended.id))?.status).toBe('closed');
    for (const [id, key] of [
      [later.id, 'promotion_not_started'],
      [ended.id, 'promotion_closed'],
    ] as const) {
      const answer = await t.request('POST', claimPromotion.path, {
        token,
        body: { id, requestId: newRequestId() },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.messageKey).toBe(key);
    }
    const other = await t.request('POST', claimPromotion.path, {
      token,
      merchant: 'bd',
      body: { id: notEarned.id, requestId: newRequestId() },
    });
    expect(other.status).toBe(401);
  });

  it('R7.55 a raffle draws one prize once, through its own path', async () => {
    const raffle = await create({
      kind: 'raffle',
      type: 'limited',
      requiredTurnover: 50,
      fixedAmount: undefined,
      rafflePrizes: [
        { amount: 8.88, weight: 1 },
        { amount: 88, weight: 9 },
      ],
    });
    await play(50);
    const wrongPath = await t.request('POST', claimPromotion.path, {
      token,
      body: { id: raffle.id, requestId: newRequestId() },
    });
    expect(wrongPath.body.messageKey).toBe('promotion_use_raffle_claim');
    const before = await steps.balance(token);
    const drawn = await t.value(claimRafflePromotion, {
      token,
      body: { id: raffle.id, requestId: newRequestId() },
    });
    expect(drawn.amount).toBe(8.88); // the pinned roll 0 lands on the first prize
    expect(drawn.balance).toBe(before + 8.88);
    const second = await t.request('POST', claimRafflePromotion.path, {
      token,
      body: { id: raffle.id, requestId: newRequestId() },
    });
    expect(second.status).toBe(409);
  });

  it('R4.74 applications: remark of at most 140, 1-3 png or jpg of at most 5 MB, checked by their bytes', async () => {
    const manual = await create({ kind: 'manual', type: 'specialOffer', period: 'once', maxAmount: 131_000 });
    const apply = (body: Record<string, unknown>) =>
      t.request('POST', applyPromotion.path, {
        token,
        body: {
          id: manual.id,
          requestId: newRequestId(),
          remark: 'Zalo 0912345678',
          images: [image()],
          ...body,
        },
      });
    expect((await apply({ images: [image(), image(), image(), image()] })).status).toBe(400);
    expect((await apply({ remark: 'x'.repeat(141) })).status).toBe(400);
    const gif = await apply({ images: [image(GIF_AS_PNG)] });
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({ field: 'images.0.dataUrl', messageKey: 'proof_not_image' });
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const large = await apply({ images: [image(`data:image/png;base64,${huge.toString('base64')}`)] });
    expect(large.status).toBe(400);
    expect((await t.value(promotionApplications, { token })).totalCount).toBe(0);

    const sent = await apply({ remark: 'x'.repeat(140) });
    expect(sent.status).toBe(200);
    expect((await mineIn(manual.id))?.status).toBe('applying');
    const second = await apply({});
    expect(second.body.messageKey).toBe('promotion_application_waiting');
  });

  it('R4.74 approve issues the bonus once; a reject carries its reason; another member sees none of it', async () => {
    const manual = await create({
      kind: 'manual',
      type: 'specialOffer',
      period: 'once',
      fixedAmount: undefined,
      maxAmount: 131_000,
    });
    const requestId = newRequestId();
    const body = { id: manual.id, requestId, remark: 'Please', images: [image()] };
    const applied = await t.value(applyPromotion, { token, body });
    expect(await t.value(applyPromotion, { token, body })).toMatchObject({ id: applied.id });
    const other = await t.tokenFor('agent01', 'Agent1234');
    expect((await t.value(promotionApplications, { token: other })).totalCount).toBe(0);

    const queue = await t.value(adminPromotionApplications, {
      ...steps.admin,
      query: { merchantCode: 'ph' },
    });
    expect(queue.find((row) => row.id === applied.id)).toMatchObject({
      account: 'demo01',
      status: 'IN_PROCESS',
    });
    const before = await steps.balance(token);
    const missingAmount = await t.request('POST', adminReviewPromotionApplication.path, {
      ...steps.admin,
      body: { id: applied.id, decision: 'approve' },
    });
    expect(missingAmount.body.messageKey).toBe('promotion_amount_required');
    const approve = { id: applied.id, decision: 'approve', amount: 131 };
    const reviews = await Promise.all(
      [approve, approve].map((review) =>
        t.value(adminReviewPromotionApplication, { ...steps.admin, body: review }),
      ),
    );
    expect(reviews.map((review) => review.status)).toEqual(['APPROVED', 'APPROVED']);
    expect(await steps.balance(token)).toBe(before + 131);
    expect((await mineIn(manual.id))?.status).toBe('issued');
    const reject = await t.request('POST', adminReviewPromotionApplication.path, {
      ...steps.admin,
      body: { id: applied.id, decision: 'reject', reason: 'Too late' },
    });
    expect(reject.status).toBe(409);

    const otherApplied = await t.value(applyPromotion, {
      token: other,
      body: { id: manual.id, requestId: newRequestId(), remark: 'Me too', images: [image()] },
    });
    await t.value(adminReviewPromotionApplication, {
      ...steps.admin,
      body: { id: otherApplied.id, decision: 'reject', reason: 'Blurry image' },
    });
    expect(await mineIn(manual.id, other)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Blurry image',
    });
    const mine = await t.value(promotionApplications, { token: other, query: { status: 'REJECTED' } });
    expect(mine.list[0]).toMatchObject({ rejectReason: 'Blurry image', imageCount: 1 });
  });

  it('R9.41 the seeded Zalo bonus offers up to 131K for adding the Zalo account: a proof to apply, the operator’s amount capped there', async () => {
    const zalo = await t.value(promotionDetail, { query: { code: 'zalo-bonus' } });
    expect(zalo).toMatchObject({
      title: 'Add Zalo, get up to 131K',
      condition: { kind: 'manual' },
      bonus: { maxAmount: 131_000, fixedAmount: null },
    });
    expect(zalo.summary).toContain('131K for adding our Zalo account');
    const applied = await t.value(applyPromotion, {
      token,
      body: { id: zalo.id, requestId: newRequestId(), remark: 'Added Zalo 0912345678', images: [image()] },
    });
    const review = (amount: number) =>
      t.request('POST', adminReviewPromotionApplication.path, {
        ...steps.admin,
        body: { id: applied.id, decision: 'approve', amount },
      });
    const before = await steps.balance(token);
    const over = await review(131_000.01);
    expect(over.body).toMatchObject({ field: 'amount', messageKey: 'promotion_amount_over_max' });
    expect(await steps.balance(token)).toBe(before);
    expect((await review(131_000)).status).toBe(200);
    expect(await steps.balance(token)).toBe(before + 131_000);
  });

  it('R3.08 R2.101 claimable promotions count for availablePromoCount and the rewardCenter counter', async () => {
    const before = await t.value(availablePromo, { token });
    const counterBefore = (await t.value(unreadCount, { token })).rewards;
    await create({});
    await play(100);
    const after = await t.value(availablePromo, { token });
    expect(after.availablePromoCount).toBe(before.availablePromoCount + 1);
    expect(after.availablePromo).toBe(true);
    expect((await t.value(unreadCount, { token })).rewards).toBe(counterBefore + 1);
  });
});
