import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminCreatePromotion, adminReviewPromotionApplication } from './admin-promotions';
import { PROOF_MAX_BYTES } from './member-center/proof-images';
import { applyPromotion } from './promotion-apply';
import { claimRafflePromotion, percent, promotionDetail, promotionList } from './promotions';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const png = { name: 'a.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };
const application = (patch: Record<string, unknown>) => ({
  id: 1,
  requestId: 'apply-0001',
  remark: 'My Zalo account is 0912345678',
  images: [png],
  ...patch,
});

describe('promotions contract', () => {
  it('R6.01 anyone may browse promotions; R7.55 the raffle claim is at its spec path', () => {
    expect(promotionList.auth).toBe('public');
    expect(promotionDetail.auth).toBe('public');
    expect(claimRafflePromotion).toMatchObject({
      method: 'POST',
      path: '/wps/relay/MCS2_claimRafflePromotion',
    });
    expect(v.is(promotionList.request, { type: 'highRebate' })).toBe(true);
    expect(v.is(promotionList.request, { type: 'bogus' })).toBe(false);
  });

  it('R2.19 a promotion is found by id or by its code', () => {
    expect(v.is(promotionDetail.request, { code: 'zalo-bonus' })).toBe(true);
    expect(v.is(promotionDetail.request, { id: '12' })).toBe(true);
    expect(issuesOf(promotionDetail.request, {})).toContain('Name a promotion id or code');
  });

  it('an application carries a remark of at most 140 characters and 1 to 3 png or jpg images', () => {
    expect(v.is(applyPromotion.request, application({}))).toBe(true);
    expect(v.is(applyPromotion.request, application({ remark: 'x'.repeat(140) }))).toBe(true);
    expect(v.is(applyPromotion.request, application({ remark: 'x'.repeat(141) }))).toBe(false);
    expect(issuesOf(applyPromotion.request, application({ images: [] }))).toContain(
      'Attach at least one image',
    );
    expect(issuesOf(applyPromotion.request, application({ images: [png, png, png, png] }))).toContain(
      'At most 3 images',
    );
    const gif = { name: 'b.gif', dataUrl: 'data:image/gif;base64,R0lGOD==' };
    expect(issuesOf(applyPromotion.request, application({ images: [gif] }))).toContain(
      'An image is png or jpg',
    );
    const huge = {
      name: 'c.png',
      dataUrl: `data:image/png;base64,${'A'.repeat(Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64)}`,
    };
    expect(issuesOf(applyPromotion.request, application({ images: [huge] }))).toContain(
      'An image is at most 5 MB',
    );
  });

  it('a percentage has at most two places between 0 and 100', () => {
    expect(v.is(percent, 0.8)).toBe(true);
    expect(v.is(percent, 100)).toBe(true);
    expect(v.is(percent, 0.125)).toBe(false);
    expect(v.is(percent, 101)).toBe(false);
  });

  it('an operator creates a promotion from its required fields; a rejection needs a reason', () => {
    const created = v.parse(adminCreatePromotion.request, {
      merchantCode: 'ph',
      code: 'weekend-reload',
      type: 'limited',
      kind: 'depositAmount',
      minDeposit: 500,
      fixedAmount: 100,
      startsAt: '2026-01-01T00:00:00.000Z',
      texts: [{ language: 'EN', title: 'Weekend reload', summary: '', terms: '<p>Deposit 500</p>' }],
    });
    expect(created).toMatchObject({ period: 'once', turnoverMultiple: 1, enabled: true, endsAt: null });
    expect(v.is(adminReviewPromotionApplication.request, { id: 1, decision: 'reject' })).toBe(false);
    expect(
      v.is(adminReviewPromotionApplication.request, { id: 1, decision: 'reject', reason: 'Blurry' }),
    ).toBe(true);
    expect(v.is(adminReviewPromotionApplication.request, { id: 1, decision: 'approve' })).toBe(true);
  });
});
