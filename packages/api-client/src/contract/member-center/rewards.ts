import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { int4Id, isoDateTime, text } from '../fields';
import { money } from '../money';
import { dayRange, page, paging, requestId } from './common';

/**
 * A reward an operator granted (a rebate, a VIP gift, a promotion's prize) that waits in the reward
 * center until the member claims it. Claiming credits a bonus to the main wallet and adds
 * amount x turnoverMultiple to the turnover required before a withdrawal.
 */
export const reward = v.object({
  id: v.number(),
  title: v.string(),
  amount: money,
  turnoverMultiple: v.number(),
  status: v.picklist(['WAITING', 'CLAIMED', 'EXPIRED']),
  expiresAt: v.nullable(isoDateTime),
  createdAt: isoDateTime,
  claimedAt: v.nullable(isoDateTime),
});

/** rewardCenter: rewards waiting first, then the claimed ones. */
export const rewardList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_rewardList',
  auth: 'member',
  request: v.strictObject({ ...paging }),
  response: page(reward),
});

/** Claims one waiting reward, once: a replay or a second claim answers the claimed reward. */
export const claimReward = endpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_claimReward',
  auth: 'member',
  request: v.strictObject({ id: int4Id, requestId }),
  response: v.object({ reward, balance: money }),
});

/**
 * Where a bonus came from, which the member center translates: a reward an operator granted
 * (OPERATOR), a promotion's bonus, the daily VIP rebate, a mission's reward, a sign-in task's, points
 * converted or redeemed, an agent contract's salary or dividend. Another value (a newer kind) is shown as is.
 */
export const BONUS_SOURCES = [
  'OPERATOR',
  'PROMOTION',
  'VIP_REBATE',
  'MISSION',
  'SIGN_IN',
  'POINTS',
  'SALARY',
  'DIVIDEND',
  'OTHER',
] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

export const bonusRecord = v.object({
  /** The ledger entry's id (a transaction detail opens it). */
  id: v.number(),
  /**
   * What the bonus is called where it has a name: the promotion's title in the request's language,
   * the reward's title, the VIP level and day of a rebate, a contract's period; empty where the
   * source says it all (points converted).
   */
  title: v.string(),
  amount: money,
  source: text(32),
  createdAt: isoDateTime,
});

/** bonusDetails: every bonus credited to the main wallet in a day range, newest first, with the total. */
export const bonusDetails = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_bonusDetails',
  auth: 'member',
  request: v.strictObject({ ...dayRange, ...paging }),
  response: v.object({ ...page(bonusRecord).entries, total: money }),
});
