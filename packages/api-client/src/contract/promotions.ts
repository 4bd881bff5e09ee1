import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty, int4Id, int4IdQuery, isoDateTime } from './fields';
import { page, paging, requestId, requestStatus } from './member-center/common';
import { money } from './money';

/** Promotion types, the tabs of /promotions (R3.37). */
export const PROMOTION_TYPES = ['newbie', 'limited', 'specialOffer', 'daily', 'highRebate', 'vip'] as const;
export const promotionType = v.picklist(PROMOTION_TYPES);
export type PromotionType = v.InferOutput<typeof promotionType>;

/**
 * What earns a promotion's bonus:
 * - firstDeposit: the member's first approved deposit, at least `minDeposit`;
 * - depositAmount: approved deposits in the period add up to `minDeposit`;
 * - turnover: valid bets (settled stakes) in the period add up to `requiredTurnover`;
 * - daily: a daily sign-in bonus, once a day, after `requiredTurnover` (may be 0) of valid bets that day;
 * - rebate: `rebatePercent` of the period's valid bets, paid once the period is over;
 * - vipLevel: the member's VIP level is at least `minVipLevel`;
 * - manual: the member applies (remark and images) and an operator approves;
 * - raffle: once `requiredTurnover` is reached in the period the member draws one prize
 *   (/wps/relay/MCS2_claimRafflePromotion).
 */
export const CONDITION_KINDS = [
  'firstDeposit',
  'depositAmount',
  'turnover',
  'daily',
  'rebate',
  'vipLevel',
  'manual',
  'raffle',
] as const;
export const conditionKind = v.picklist(CONDITION_KINDS);
export type ConditionKind = v.InferOutput<typeof conditionKind>;

/** How often a member may earn the bonus: once ever, or once per merchant day, week (Monday) or month. */
export const PROMOTION_PERIODS = ['once', 'daily', 'weekly', 'monthly'] as const;
export const promotionPeriod = v.picklist(PROMOTION_PERIODS);

/**
 * A member's state in one promotion (R4.75):
 * - comingSoon: before the start; closed: ended or switched off, nothing left to claim;
 * - join: the promotion counts from the moment the member joins, and they have not;
 * - joined: joined (or no join needed), nothing counted yet this period; process: counting, not reached;
 * - claim: earned, waiting to be claimed (a raffle: a draw waits);
 * - claimed: this period's bonus was claimed; signed: today's daily sign-in bonus was claimed;
 * - applying: a manual application waits for review; rejected: the last one was rejected (apply again);
 * - issued: an approved application's bonus was credited.
 */
export const PROMOTION_STATUSES = [
  'join',
  'claim',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'joined',
  'closed',
  'comingSoon',
] as const;
export const promotionStatus = v.picklist(PROMOTION_STATUSES);
export type PromotionStatus = v.InferOutput<typeof promotionStatus>;

/** When the promotion runs, for everyone (anonymous visitors see this only). */
export const promotionPhase = v.picklist(['comingSoon', 'open', 'closed']);

/** A percentage with at most two places, 0 to 100 (a 0.8% rebate, a 100% deposit match). */
export const percent = v.pipe(
  v.number(),
  v.minValue(0, 'A percentage is 0 to 100'),
  v.maxValue(100, 'A percentage is 0 to 100'),
  v.check(
    (value) => /^\d{1,3}(\.\d{1,2})?$/.test(String(value)),
    'A percentage has at most two decimal places',
  ),
);

/** A slug that names a promotion in /promotions#code (R2.19) and in a banner's PROMOTION linkage. */
export const promotionCode = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'A promotion code is 1 to 64 lowercase letters, digits or -'),
);

/** What a promotion asks. Fields that the kind does not use are null. */
export const promotionCondition = v.object({
  kind: conditionKind,
  period: promotionPeriod,
  /** The member must join before anything counts (progress counts from the join). */
  requiresJoin: v.boolean(),
  minDeposit: v.nullable(money),
  requiredTurnover: v.nullable(money),
  rebatePercent: v.nullable(percent),
  minVipLevel: v.nullable(v.number()),
});

/**
 * What the member gets: a fixed amount, or a percentage of the qualifying deposit capped at
 * maxAmount; a raffle's prizes are drawn by weight. Claiming adds bonus x turnoverMultiple to the
 * turnover required before a withdrawal.
 */
export const promotionBonus = v.object({
  fixedAmount: v.nullable(money),
  percent: v.nullable(percent),
  /** The most one claim pays ("up to 131K"). */
  maxAmount: v.nullable(money),
  turnoverMultiple: v.number(),
  rafflePrizes: v.array(v.object({ amount: money, weight: v.number() })),
});

/** Done and required, in money (turnover, deposits, a rebate's base); null where nothing is counted. */
export const promotionProgress = v.object({ done: money, required: money });

/** The signed-in member's side of a promotion; null for anonymous visitors and trial accounts. */
export const memberPromotionState = v.object({
  status: promotionStatus,
  progress: v.nullable(promotionProgress),
  /** What a claim would pay now (status claim), or what was paid (claimed, signed, issued). */
  amount: v.nullable(money),
  /** The last manual application, when there is one. */
  applicationId: v.nullable(v.number()),
  rejectReason: v.nullable(v.string()),
  /** When the current period ends (null: the promotion's own end, or none). */
  periodEndsAt: v.nullable(isoDateTime),
});
export type MemberPromotionState = v.InferOutput<typeof memberPromotionState>;

export const promotion = v.object({
  id: v.number(),
  code: v.string(),
  type: promotionType,
  title: v.string(),
  /** 1200x400 banner art (svg, png or jpg). */
  bannerUrl: v.string(),
  summary: v.string(),
  /** Rich text (HTML) as the operator wrote it; the client sanitises it before showing it. */
  terms: v.string(),
  startsAt: isoDateTime,
  endsAt: v.nullable(isoDateTime),
  phase: promotionPhase,
  condition: promotionCondition,
  bonus: promotionBonus,
  sortOrder: v.number(),
  mine: v.nullable(memberPromotionState),
});
export type Promotion = v.InferOutput<typeof promotion>;

/**
 * /promotions: the merchant's promotions in the request's language (EN where a text is missing),
 * optionally one type. Anonymous visitors browse (R6.01); with a session each carries `mine`.
 */
export const promotionList = endpoint({
  method: 'GET',
  path: '/wps/promotions/list',
  request: v.strictObject({ type: v.optional(promotionType) }),
  response: v.array(promotion),
});

/** One promotion by id or code, for /promotions#<code> (R2.19) and a banner's PROMOTION linkage. */
export const promotionDetail = endpoint({
  method: 'GET',
  path: '/wps/promotions/detail',
  request: v.pipe(
    v.strictObject({ id: v.optional(int4IdQuery), code: v.optional(promotionCode) }),
    v.check((input) => input.id !== undefined || input.code !== undefined, 'Name a promotion id or code'),
  ),
  response: promotion,
});

/**
 * R3.08: availablePromoCount is how many promotions the member can claim now (also counted on the
 * rewardCenter red counter, R2.101); availablePromo is the merchant's REFERRAL module switch.
 */
export const availablePromo = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_availablePromo',
  auth: 'member',
  request: empty,
  response: v.object({ availablePromoCount: v.number(), availablePromo: v.boolean() }),
});

/** Joins a promotion that counts from the join; joining twice answers the same state. */
export const joinPromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_joinPromotion',
  auth: 'member',
  request: v.strictObject({ id: int4Id }),
  response: promotion,
});

/** What a claim or a raffle draw paid, the balance after, and the promotion as it is now. */
export const promotionClaimResult = v.object({
  amount: money,
  /** Added to the turnover required before a withdrawal. */
  turnoverAdded: money,
  balance: money,
  promotion,
});

/**
 * Claims the bonus earned in the current period, once per (promotion, member, period): a replay of
 * the requestId answers the first result; a second claim with a new requestId is 409.
 */
export const claimPromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimPromotion',
  auth: 'member',
  request: v.strictObject({ id: int4Id, requestId }),
  response: promotionClaimResult,
});

/** R7.55: draws the raffle prize earned this period, once, like claimPromotion. */
export const claimRafflePromotion = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  auth: 'member',
  request: v.strictObject({ id: int4Id, requestId }),
  response: promotionClaimResult,
});

export const APPLICATION_REMARK_MAX = 140;

/** A manual promotion's application (R4.74: In Process, Approved, Rejected). */
export const promotionApplication = v.object({
  id: v.number(),
  promotionId: v.number(),
  promotionTitle: v.string(),
  status: requestStatus,
  remark: v.string(),
  imageCount: v.number(),
  /** The bonus credited on approval. */
  amount: v.nullable(money),
  rejectReason: v.nullable(v.string()),
  createdAt: isoDateTime,
  reviewedAt: v.nullable(isoDateTime),
});
export type PromotionApplication = v.InferOutput<typeof promotionApplication>;

/** The member's applications, newest first, optionally one status. */
export const promotionApplications = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_promotionApplications',
  auth: 'member',
  request: v.strictObject({ status: v.optional(requestStatus), ...paging }),
  response: page(promotionApplication),
});

/**
 * The translation keys (`messageKey` on a failure envelope) of a promotion rule's refusal; the
 * errorCode stays the HTTP class (conflict 409, not_found 404, validation_failed 400).
 */
export const PromotionMessageKey = {
  notStarted: 'promotion_not_started',
  closed: 'promotion_closed',
  notEarned: 'promotion_not_earned',
  alreadyClaimed: 'promotion_already_claimed',
  joinFirst: 'promotion_join_first',
  notManual: 'promotion_not_manual',
  notRaffle: 'promotion_not_raffle',
  useRaffle: 'promotion_use_raffle_claim',
  applicationWaiting: 'promotion_application_waiting',
  alreadyIssued: 'promotion_already_issued',
  badImage: 'promotion_image_invalid',
} as const;
