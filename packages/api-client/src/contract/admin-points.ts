import * as v from 'valibot';
import { endpoint } from './endpoint';
import { int4Id, trimmed } from './fields';
import { requestId, requestStatus } from './member-center/common';
import { MAX_POINTS_MOVE, pointRedemption } from './points';

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
