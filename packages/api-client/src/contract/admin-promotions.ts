import * as v from 'valibot';
import { endpoint } from './endpoint';
import { int4Id, int4IdQuery, isoDateTime, text, trimmed } from './fields';
import { requestStatus } from './member-center/common';
import { proofImage } from './member-center/proof-images';
import { MAX_AMOUNT, money, positiveMoney } from './money';
import {
  conditionKind,
  percent,
  promotionApplication,
  promotionBonus,
  promotionCode,
  promotionCondition,
  promotionPeriod,
  promotionPhase,
  promotionType,
} from './promotions';

const merchantCode = v.pipe(v.string(), v.maxLength(16));

/** An amount a rule compares with or pays: 0 to MAX_AMOUNT, at most two places. */
const boundedMoney = v.pipe(money, v.maxValue(MAX_AMOUNT, 'The amount is at most 10,000,000.00'));

/** A promotion's words in one language; EN is required, the others fall back to it. */
export const promotionText = v.object({
  language: v.pipe(v.string(), v.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'A language code such as EN or TY')),
  title: trimmed(1, 120),
  summary: trimmed(0, 500),
  /** Rich text (HTML); clients sanitise it. */
  terms: v.pipe(v.string(), v.maxLength(20_000)),
});

/** Everything an operator sets on a promotion. Fields a kind does not use may be left out. */
const promotionFields = {
  code: promotionCode,
  type: promotionType,
  kind: conditionKind,
  period: promotionPeriod,
  requiresJoin: v.boolean(),
  minDeposit: v.nullable(boundedMoney),
  requiredTurnover: v.nullable(boundedMoney),
  rebatePercent: v.nullable(percent),
  minVipLevel: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  fixedAmount: v.nullable(boundedMoney),
  bonusPercent: v.nullable(percent),
  maxAmount: v.nullable(boundedMoney),
  turnoverMultiple: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  rafflePrizes: v.pipe(
    v.array(
      v.strictObject({
        amount: positiveMoney,
        weight: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
      }),
    ),
    v.maxLength(10, 'At most 10 raffle prizes'),
  ),
  startsAt: isoDateTime,
  endsAt: v.nullable(isoDateTime),
  /** Off: the promotion shows as closed and nothing can be claimed. */
  enabled: v.boolean(),
  sortOrder: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  texts: v.pipe(v.array(v.strictObject(promotionText.entries)), v.minLength(1), v.maxLength(40)),
  /** Hue (0-359) of the generated banner art, used while no image is uploaded. */
  bannerHue: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(359)),
} as const;

/** A promotion as the operator sees it: every language's words and the raw rule fields. */
export const adminPromotion = v.object({
  id: v.number(),
  merchantCode: v.string(),
  code: v.string(),
  type: promotionType,
  phase: promotionPhase,
  enabled: v.boolean(),
  condition: promotionCondition,
  bonus: promotionBonus,
  startsAt: isoDateTime,
  endsAt: v.nullable(isoDateTime),
  sortOrder: v.number(),
  bannerUrl: v.string(),
  bannerHue: v.number(),
  texts: v.array(promotionText),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** A new promotion: every field but the optional ones, and an optional banner image (png or jpg, 5 MB). */
export const adminCreatePromotion = endpoint({
  method: 'POST',
  path: '/admin/promotions',
  auth: 'admin',
  request: v.strictObject({
    merchantCode,
    ...promotionFields,
    minDeposit: v.optional(promotionFields.minDeposit, null),
    requiredTurnover: v.optional(promotionFields.requiredTurnover, null),
    rebatePercent: v.optional(promotionFields.rebatePercent, null),
    minVipLevel: v.optional(promotionFields.minVipLevel, null),
    fixedAmount: v.optional(promotionFields.fixedAmount, null),
    bonusPercent: v.optional(promotionFields.bonusPercent, null),
    maxAmount: v.optional(promotionFields.maxAmount, null),
    period: v.optional(promotionFields.period, 'once'),
    requiresJoin: v.optional(promotionFields.requiresJoin, false),
    turnoverMultiple: v.optional(promotionFields.turnoverMultiple, 1),
    rafflePrizes: v.optional(promotionFields.rafflePrizes, []),
    endsAt: v.optional(promotionFields.endsAt, null),
    enabled: v.optional(promotionFields.enabled, true),
    sortOrder: v.optional(promotionFields.sortOrder, 100),
    bannerHue: v.optional(promotionFields.bannerHue, 210),
    bannerImage: v.optional(proofImage),
  }),
  response: adminPromotion,
});

/** Changes the fields sent; `bannerImage: null` goes back to the generated art. */
export const adminEditPromotion = endpoint({
  method: 'POST',
  path: '/admin/promotions/edit',
  auth: 'admin',
  request: v.strictObject({
    id: int4Id,
    ...v.partial(v.object(promotionFields)).entries,
    bannerImage: v.optional(v.nullable(proofImage)),
  }),
  response: adminPromotion,
});

export const adminPromotions = endpoint({
  method: 'GET',
  path: '/admin/promotions',
  auth: 'admin',
  request: v.strictObject({ merchantCode }),
  response: v.array(adminPromotion),
});

export const adminPromotionApplication = v.object({
  ...promotionApplication.entries,
  account: v.string(),
  merchantCode: v.string(),
});

/** Applications for the merchant's manual promotions, newest first, optionally one status. */
export const adminPromotionApplications = endpoint({
  method: 'GET',
  path: '/admin/promotions/applications',
  auth: 'admin',
  request: v.strictObject({ merchantCode, status: v.optional(requestStatus) }),
  response: v.array(adminPromotionApplication),
});

/** One application's images, as the member sent them (data URLs). */
export const adminPromotionApplicationImages = endpoint({
  method: 'GET',
  path: '/admin/promotions/applications/images',
  auth: 'admin',
  request: v.strictObject({ id: int4IdQuery }),
  response: v.object({ id: v.number(), images: v.array(v.object({ name: text(128), dataUrl: v.string() })) }),
});

/**
 * Approves (credits the bonus exactly once: the promotion's fixed amount unless `amount` is given)
 * or rejects with a reason the member reads. Deciding again the same way answers the application as
 * it is; the other way is 409.
 */
export const adminReviewPromotionApplication = endpoint({
  method: 'POST',
  path: '/admin/promotions/applications/review',
  auth: 'admin',
  request: v.variant('decision', [
    v.strictObject({
      id: int4Id,
      decision: v.literal('approve'),
      amount: v.optional(positiveMoney),
    }),
    v.strictObject({ id: int4Id, decision: v.literal('reject'), reason: trimmed(1, 200) }),
  ]),
  response: adminPromotionApplication,
});
