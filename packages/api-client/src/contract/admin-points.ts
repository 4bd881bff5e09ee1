import * as v from 'valibot';
import { endpoint } from './endpoint';
import { int4Id, trimmed } from './fields';
import { helpLanguage } from './help-center';
import { requestId, requestStatus } from './member-center/common';
import { positiveMoney } from './money';
import { MAX_POINTS_MOVE, pointConfigValue, pointRedemption, pointsAmount } from './points';

const merchantCode = v.pipe(v.string(), v.maxLength(16));

const adjustMessage = 'An adjustment is a whole number of points, not 0, at most 10,000,000 either way';
/** Signed: a negative adjustment takes points away (never below zero). */
const pointsAdjustment = v.pipe(
  v.number(),
  v.integer(adjustMessage),
  v.minValue(-MAX_POINTS_MOVE, adjustMessage),
  v.maxValue(MAX_POINTS_MOVE, adjustMessage),
  v.check((points) => points !== 0, adjustMessage),
);

/**
 * Adds or takes away a member's points with a remark the member reads in the points details. A
 * replay of the requestId answers the first adjustment; taking more than the member holds is 409.
 */
export const adminAdjustPoints = endpoint({
  method: 'POST',
  path: '/admin/points/adjust',
  auth: 'admin',
  request: v.strictObject({
    merchantCode,
    account: trimmed(1, 64),
    points: pointsAdjustment,
    remark: trimmed(1, 200),
    requestId,
  }),
  response: v.object({ account: v.string(), points: v.number() }),
});

export const adminPointRedemption = v.object({
  ...pointRedemption.entries,
  account: v.string(),
  merchantCode: v.string(),
});

/** The merchant's redemptions, newest first, optionally one status. */
export const adminPointRedemptions = endpoint({
  method: 'GET',
  path: '/admin/points/redemptions',
  auth: 'admin',
  request: v.strictObject({ merchantCode, status: v.optional(requestStatus) }),
  response: v.array(adminPointRedemption),
});

/**
 * Approves (credits the reward's bonus once, when it has one) or rejects with a reason (refunds the
 * points and the stock once). Deciding again the same way answers it as it is; the other way is 409.
 */
export const adminReviewPointRedemption = endpoint({
  method: 'POST',
  path: '/admin/points/redemptions/review',
  auth: 'admin',
  request: v.variant('decision', [
    v.strictObject({ id: int4Id, decision: v.literal('approve') }),
    v.strictObject({ id: int4Id, decision: v.literal('reject'), reason: trimmed(1, 200) }),
  ]),
  response: adminPointRedemption,
});

const pointValueMessage = "A point's value is from 0.01 to 1,000.00";
const minConvertMessage = 'The fewest points a conversion takes is a whole number from 1 to 10,000,000';

/**
 * Changes a merchant's points rules; a field left out keeps its value. A new `betPerPoint` applies to
 * the valid bet not yet turned into points (what was earned stays earned); a new `pointValue` to the
 * next conversion.
 */
export const adminPointSettings = endpoint({
  method: 'POST',
  path: '/admin/points/settings',
  auth: 'admin',
  request: v.strictObject({
    merchantCode,
    enabled: v.optional(v.boolean()),
    betPerPoint: v.optional(positiveMoney),
    pointValue: v.optional(v.pipe(positiveMoney, v.maxValue(1_000, pointValueMessage))),
    minConvertPoints: v.optional(
      v.pipe(
        v.number(),
        v.integer(minConvertMessage),
        v.minValue(1, minConvertMessage),
        v.maxValue(MAX_POINTS_MOVE, minConvertMessage),
      ),
    ),
  }),
  response: pointConfigValue,
});

const rewardText = v.strictObject({
  language: helpLanguage,
  title: trimmed(1, 120),
  description: v.pipe(v.string(), v.trim(), v.maxLength(1_000)),
});
const stockMessage = 'Stock is a whole number from 0 to 1,000,000, or null for no limit';

/** A reward as the operator wrote it: every language's words, and whether players see it. */
export const adminPointReward = v.object({
  id: v.number(),
  points: v.number(),
  stock: v.nullable(v.number()),
  bonusAmount: v.nullable(v.number()),
  hue: v.number(),
  sortOrder: v.number(),
  enabled: v.boolean(),
  texts: v.array(v.object({ language: v.string(), title: v.string(), description: v.string() })),
});

/** The merchant's whole catalogue, hidden rewards included, in the players' order. */
export const adminPointRewards = endpoint({
  method: 'GET',
  path: '/admin/points/rewards',
  auth: 'admin',
  request: v.strictObject({ merchantCode }),
  response: v.array(adminPointReward),
});

/**
 * Adds a reward (no `id`) or replaces one of the merchant's (`id`): its words in EN and any other
 * language (a language left out of an edit is removed), cost, stock (null: no limit), bonus credited
 * on approval (null: a gift delivered by hand). Redemptions already made keep what they cost.
 */
export const adminSavePointReward = endpoint({
  method: 'POST',
  path: '/admin/points/rewards',
  auth: 'admin',
  request: v.strictObject({
    merchantCode,
    id: v.optional(int4Id),
    points: pointsAmount,
    stock: v.nullable(
      v.pipe(
        v.number(),
        v.integer(stockMessage),
        v.minValue(0, stockMessage),
        v.maxValue(1_000_000, stockMessage),
      ),
    ),
    bonusAmount: v.nullable(positiveMoney),
    hue: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(359)), 260),
    sortOrder: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 100),
    enabled: v.optional(v.boolean(), true),
    texts: v.pipe(
      v.array(rewardText),
      v.minLength(1, 'A reward needs its words in EN'),
      v.maxLength(40),
      v.check((texts) => texts.some((text) => text.language === 'EN'), 'A reward needs its words in EN'),
      v.check(
        (texts) => new Set(texts.map((text) => text.language)).size === texts.length,
        'Each language once',
      ),
    ),
  }),
  response: adminPointReward,
});
