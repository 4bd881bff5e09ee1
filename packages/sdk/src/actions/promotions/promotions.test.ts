import { ApiError, ErrorCode, type ResponseOf, walletBalance } from '@lobbykit/api-client';
import { unreadCount } from '@lobbykit/api-client/member-center';
import {
  applyPromotion,
  claimPromotion as claimPromotionEndpoint,
  claimRafflePromotion,
  joinPromotion as joinPromotionEndpoint,
  promotionApplications,
  promotionDetail,
  promotionList,
} from '@lobbykit/api-client/promotions';
import { failure } from '@lobbykit/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet } from '../../stores/lobby';
import { resetSessionState } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { mineFixture, promotionFixture } from '../../testing/promotion-fixtures';
import type { ApplyImage } from './apply-images';
import { applyForPromotion } from './apply-promotion';
import { promotionRefusal } from './promotion-refusal';
import {
  claimPromotion,
  joinPromotion,
  loadClaimablePromotions,
  loadPromotion,
  loadPromotionApplications,
  loadPromotions,
} from './promotions';

const image: ApplyImage = {
  name: 'deposit.png',
  dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  bytes: 8,
  type: 'image/png',
};

const application: ResponseOf<typeof applyPromotion> = {
  id: 5,
  promotionId: 11,
  promotionTitle: 'Zalo bonus',
  status: 'IN_PROCESS',
  remark: 'My Zalo is 0917',
  imageCount: 1,
  amount: null,
  rejectReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
};

const claimed = (promotion = promotionFixture({ mine: mineFixture('claimed', { amount: 100 }) })) => ({
  amount: 100,
  turnoverAdded: 100,
  balance: 1100,
  promotion,
});

let harness: Harness;
let events: ReturnType<typeof recordEvents>;
beforeEach(() => {
  resetSessionState();
  harness = setUpRuntime();
  events = recordEvents();
  harness.platform.on(unreadCount, { messages: 0, rewards: 0, missions: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('promotions', () => {
  it('R6.01 R3.37 a guest loads one type of promotions without a session', async () => {
    harness.platform.on(promotionList, [promotionFixture({ type: 'daily' })]);
    const list = await loadPromotions('daily');
    expect(list[0]?.type).toBe('daily');
    const [call] = harness.platform.calls(promotionList);
    expect(call?.query.get('type')).toBe('daily');
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('R2.18 loads every type when none is named', async () => {
    harness.platform.on(promotionList, []);
    await loadPromotions();
    expect(harness.platform.calls(promotionList)[0]?.query.has('type')).toBe(false);
  });

  it('a signed-in member gets their status and progress with each promotion', async () => {
    await signIn(harness);
    harness.platform.on(promotionList, [
      promotionFixture({ mine: mineFixture('process', { progress: { done: 1250, required: 5000 } }) }),
    ]);
    const [first] = await loadPromotions();
    expect(first?.mine).toMatchObject({ status: 'process', progress: { done: 1250, required: 5000 } });
    expect(harness.platform.calls(promotionList)[0]?.headers.get('Authorization')).toBeTruthy();
  });

  it('R2.101 the claimable promotions are those in status claim (a raffle draw too), for a member only', async () => {
    await expect(loadClaimablePromotions()).rejects.toMatchObject({ errorCode: 'not_logged_in' });
    await signIn(harness);
    harness.platform.on(promotionList, [
      promotionFixture({ id: 1, mine: mineFixture('claim', { amount: 100 }) }),
      promotionFixture({ id: 2, mine: mineFixture('process') }),
      promotionFixture({ id: 3, mine: mineFixture('claimed', { amount: 100 }) }),
      promotionFixture({
        id: 4,
        condition: { kind: 'raffle' },
        mine: mineFixture('claim', { amount: 50 }),
      }),
      promotionFixture({ id: 5, mine: mineFixture('applying') }),
    ]);
    expect((await loadClaimablePromotions()).map((promotion) => promotion.id)).toEqual([1, 4]);
  });

  it('R2.19 loads the promotion a hash names by id or by code, and nothing for a ref that names neither', async () => {
    harness.platform.on(promotionDetail, promotionFixture());
    await loadPromotion('11');
    await loadPromotion('weekly-turnover');
    const [byId, byCode] = harness.platform.calls(promotionDetail);
    expect(byId?.query.get('id')).toBe('11');
    expect(byCode?.query.get('code')).toBe('weekly-turnover');
    expect(loadPromotion('<script>')).toBeNull();
    expect(harness.platform.calls(promotionDetail)).toHaveLength(2);
  });

  it('joining answers the promotion in its new state', async () => {
    await signIn(harness);
    harness.platform.on(joinPromotionEndpoint, promotionFixture({ mine: mineFixture('joined') }));
    expect((await joinPromotion(11)).mine?.status).toBe('joined');
    expect(harness.platform.calls(joinPromotionEndpoint)[0]?.body).toEqual({ id: 11 });
  });

  it('a guest cannot join or claim: refused as not logged in, nothing sent', async () => {
    await expect(joinPromotion(11)).rejects.toMatchObject({ errorCode: 'not_logged_in' });
    await expect(claimPromotion(promotionFixture())).rejects.toMatchObject({ errorCode: 'not_logged_in' });
    expect(harness.platform.calls(joinPromotionEndpoint)).toHaveLength(0);
    expect(harness.platform.calls(claimPromotionEndpoint)).toHaveLength(0);
  });

  it('after a claim the header balance reloads once and lobbykit:balance tells the host', async () => {
    await signIn(harness);
    harness.platform.on(claimPromotionEndpoint, claimed());
    harness.platform.on(walletBalance, { balance: 1100, currency: 'TLB', currencySymbol: '₱' });
    const before = harness.platform.calls(walletBalance).length;
    const result = await claimPromotion(promotionFixture({ mine: mineFixture('claim', { amount: 100 }) }));
    expect(result.amount).toBe(100);
    await vi.waitFor(() => expect($wallet.get().balance).toBe(1100));
    expect(harness.platform.calls(walletBalance).length - before).toBe(1);
    expect(events.details.get('balance')).toMatchObject({ balance: 1100 });
  });

  it('a claim retried after a lost answer carries the same requestId, so it pays once', async () => {
    await signIn(harness);
    harness.platform.on(walletBalance, { balance: 1100, currency: 'TLB', currencySymbol: '₱' });
    let first = true;
    harness.platform.on(claimPromotionEndpoint, () => {
      if (first) {
        first = false;
        return failure(ErrorCode.maintenance);
      }
      return claimed();
    });
    const promotion = promotionFixture({ mine: mineFixture('claim') });
    await expect(claimPromotion(promotion)).rejects.toBeInstanceOf(ApiError);
    await claimPromotion(promotion);
    const [one, two] = harness.platform
      .calls(claimPromotionEndpoint)
      .map((call) => call.body as { requestId: string });
    expect(one?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(two?.requestId).toBe(one?.requestId);
  });

  it('a claim the server refused for good starts over with a new requestId, and says which rule refused', async () => {
    await signIn(harness);
    harness.platform.fail(claimPromotionEndpoint, ErrorCode.conflict, { messageKey: 'promotion_not_earned' });
    const promotion = promotionFixture({ id: 12, mine: mineFixture('claim') });
    const error = await claimPromotion(promotion).catch((caught: unknown) => caught);
    expect(promotionRefusal(error)).toBe('promotion_not_earned');
    await claimPromotion(promotion).catch(() => {});
    const [one, two] = harness.platform
      .calls(claimPromotionEndpoint)
      .map((call) => call.body as { requestId: string });
    expect(two?.requestId).not.toBe(one?.requestId);
    expect(
      promotionRefusal(new ApiError({ errorCode: 'conflict', message: '', messageKey: 'other' }, 409)),
    ).toBeNull();
  });

  it('R7.55 a raffle is claimed through MCS2_claimRafflePromotion', async () => {
    await signIn(harness);
    harness.platform.on(walletBalance, { balance: 1100, currency: 'TLB', currencySymbol: '₱' });
    harness.platform.on(claimRafflePromotion, claimed(promotionFixture({ condition: { kind: 'raffle' } })));
    await claimPromotion(
      promotionFixture({ id: 13, condition: { kind: 'raffle' }, mine: mineFixture('claim') }),
    );
    expect(harness.platform.calls(claimRafflePromotion)[0]?.body).toMatchObject({ id: 13 });
    expect(harness.platform.calls(claimPromotionEndpoint)).toHaveLength(0);
  });

  it('applies with the trimmed remark and the images as data URLs', async () => {
    await signIn(harness);
    harness.platform.on(applyPromotion, application);
    const outcome = await applyForPromotion(11, { remark: '  My Zalo is 0917 ', images: [image] });
    expect(outcome).toEqual({ status: 'sent', application });
    expect(harness.platform.calls(applyPromotion)[0]?.body).toMatchObject({
      id: 11,
      remark: 'My Zalo is 0917',
      images: [{ name: 'deposit.png', dataUrl: image.dataUrl }],
    });
  });

  it('sends no application while the remark is empty or over 140 characters, or no image is chosen', async () => {
    await signIn(harness);
    expect(await applyForPromotion(11, { remark: '   ', images: [] })).toEqual({
      status: 'invalid',
      problems: { remark: 'remark_required', images: 'images_required' },
    });
    expect(await applyForPromotion(11, { remark: 'x'.repeat(141), images: [image] })).toEqual({
      status: 'invalid',
      problems: { remark: 'remark_too_long', images: null },
    });
    expect(harness.platform.calls(applyPromotion)).toHaveLength(0);
  });

  it('an application retried after a network failure keeps its requestId', async () => {
    await signIn(harness);
    let first = true;
    harness.platform.on(applyPromotion, () => {
      if (first) {
        first = false;
        return failure(ErrorCode.unknown, { status: 502 });
      }
      return application;
    });
    const form = { remark: 'Zalo added', images: [image] };
    await expect(applyForPromotion(14, form)).rejects.toBeInstanceOf(ApiError);
    await applyForPromotion(14, form);
    const [one, two] = harness.platform
      .calls(applyPromotion)
      .map((call) => call.body as { requestId: string });
    expect(two?.requestId).toBe(one?.requestId);
  });

  it('R4.74 lists my applications, newest first as the server answers them', async () => {
    await signIn(harness);
    harness.platform.on(promotionApplications, {
      list: [application],
      pageNum: 1,
      pageSize: 20,
      totalPages: 1,
      totalCount: 1,
    });
    const page = await loadPromotionApplications(1, 'IN_PROCESS');
    expect(page.list[0]?.status).toBe('IN_PROCESS');
    const query = harness.platform.calls(promotionApplications)[0]?.query;
    expect(query?.get('status')).toBe('IN_PROCESS');
    expect(query?.get('pageSize')).toBe('20');
  });
});
