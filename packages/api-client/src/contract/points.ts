import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty, int4Id, int4IdQuery, isoDateTime } from './fields';
import { page, paging, requestId, requestStatus } from './member-center/common';
import { paymentPasswordValue } from './member-center/payment-password';
import { money } from './money';

/**
 * Points are whole numbers. One operation moves at most MAX_POINTS_MOVE; a points balance never
 * passes MAX_POINTS, so every product with a point's value (at most 1,000.00) stays a safe integer
 * in minor units.
 */
export const MAX_POINTS_MOVE = 10_000_000;
export const MAX_POINTS = 1_000_000_000;

const pointsMessage = 'Points are a whole number from 1 to 10,000,000';
/** A number of points one call moves: 1 to MAX_POINTS_MOVE. */
export const pointsAmount = v.pipe(
  v.number(),
  v.integer(pointsMessage),
  v.minValue(1, pointsMessage),
  v.maxValue(MAX_POINTS_MOVE, pointsMessage),
);

/**
 * The merchant's points rules (R9.40: points never expire):
 * - betPerPoint: the valid bet (settled stakes) that earns one point; what is left over carries to
 *   the next bet, so nothing is rounded away;
 * - pointValue: what one point converts to in the main wallet;
 * - minConvertPoints: the fewest points one conversion takes.
 */
export const pointConfigValue = v.object({
  enabled: v.boolean(),
  betPerPoint: money,
  pointValue: money,
  minConvertPoints: v.number(),
});
export type PointConfig = v.InferOutput<typeof pointConfigValue>;

/** R7.61: the points rules; anonymous visitors read them while browsing the mall (R6.01). */
export const pointConfig = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_pointConfig',
  request: empty,
  response: pointConfigValue,
});

/** R7.61: the member's points, what they earned in all and the valid bet towards the next point. */
export const pointBalance = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_pointBalance',
  auth: 'member',
  request: empty,
  response: v.object({
    points: v.number(),
    totalEarned: v.number(),
    /** Valid bet already counted towards the next point. */
    towardsNextPoint: money,
  }),
});

/** One reward of the catalogue, in the request's language (EN where a text is missing). */
export const pointReward = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  /** Generated art for the card (svg). */
  imageUrl: v.string(),
  points: v.number(),
  /** How many are left; null: no limit. */
  stock: v.nullable(v.number()),
  /** Credited to the main wallet when the redemption is approved; null for a gift delivered by hand. */
  bonusAmount: v.nullable(money),
});
export type PointReward = v.InferOutput<typeof pointReward>;

/** R7.61: the rewards catalogue; anonymous visitors browse it (R6.01). */
export const pointRewards = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_pointReward',
  request: empty,
  response: v.array(pointReward),
});

/** A redemption: In Process until an operator approves or rejects it (R4.74); a rejection refunds. */
export const pointRedemption = v.object({
  id: v.number(),
  rewardId: v.number(),
  rewardTitle: v.string(),
  points: v.number(),
  bonusAmount: v.nullable(money),
  status: requestStatus,
  rejectReason: v.nullable(v.string()),
  createdAt: isoDateTime,
  reviewedAt: v.nullable(isoDateTime),
});
export type PointRedemption = v.InferOutput<typeof pointRedemption>;

/** R7.61, R2.102: the member's redemptions (redeem history), newest first, optionally one status. */
export const redeemList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_redeemList',
  auth: 'member',
  request: v.strictObject({ status: v.optional(requestStatus), ...paging }),
  response: page(pointRedemption),
});

/** One of the member's redemptions; another member's id is 404. */
export const redeemDetail = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_redeemDetail',
  auth: 'member',
  request: v.strictObject({ id: int4IdQuery }),
  response: pointRedemption,
});

/** What moved points: bets earned them, a redemption spent them, a rejection refunded, a conversion, an operator. */
export const POINT_RECORD_TYPES = ['earn', 'redeem', 'refund', 'convert', 'adjust'] as const;
export const pointRecordType = v.picklist(POINT_RECORD_TYPES);
export type PointRecordType = v.InferOutput<typeof pointRecordType>;

/** R3.35: one movement of points (points details). */
export const pointRecord = v.object({
  id: v.number(),
  /** Signed: spent points are negative. */
  points: v.number(),
  /** The money side: the valid bet that earned them, the balance a conversion paid, a reward's bonus. */
  amount: v.nullable(money),
  type: pointRecordType,
  /** A redemption's status while it waits; movements that are done are Approved. */
  status: requestStatus,
  time: isoDateTime,
  remark: v.string(),
  /** Points after this movement. */
  balance: v.number(),
});
export type PointRecord = v.InferOutput<typeof pointRecord>;

export const pointRecords = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_pointRecords',
  auth: 'member',
  request: v.strictObject({ type: v.optional(pointRecordType), ...paging }),
  response: page(pointRecord),
});

/**
 * R7.62: redeems one reward with the payment password (encrypted). Points go down once per
 * requestId: a replay answers the first redemption; out of stock or too few points is 409.
 */
export const redeemReward = endpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemReward',
  auth: 'member',
  encrypted: true,
  request: v.strictObject({ rewardId: int4Id, paymentPassword: paymentPasswordValue, requestId }),
  response: v.object({ redemption: pointRedemption, points: v.number() }),
});

/**
 * R7.62: converts points to main wallet balance at the merchant's point value (encrypted, payment
 * password). A replay of the requestId answers the first conversion and moves nothing.
 */
export const convertPoints = endpoint({
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoints',
  auth: 'member',
  encrypted: true,
  request: v.strictObject({ points: pointsAmount, paymentPassword: paymentPasswordValue, requestId }),
  response: v.object({ points: v.number(), amount: money, balance: money }),
});

/** Translation keys (`messageKey`) of the points rules' refusals. */
export const PointsMessageKey = {
  notEnough: 'points_not_enough',
  outOfStock: 'points_out_of_stock',
  belowMinimum: 'points_below_minimum',
  disabled: 'points_disabled',
} as const;
