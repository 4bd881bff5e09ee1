import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty } from '../fields';
import { money } from '../money';

export const vipLevel = v.object({
  level: v.number(),
  label: v.string(),
  /** Valid turnover (settled stakes, all time) that earns this level. */
  requiredTurnover: money,
  /**
   * The daily VIP rebate at this level: this percentage of the previous day's valid bets, paid each
   * morning (floored to the minor unit). Absent where the platform pays no rebates.
   */
  rebatePercent: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
});

/**
 * playerRank and the public store's hasVip, vipLabelName, vipRankLevel (R3.08): levels are earned
 * from valid turnover against the merchant's seeded level rules. `progress` is 0..1 towards `next`
 * (1 at the top level).
 */
export const playerRank = endpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_playerRank',
  auth: 'member',
  request: empty,
  response: v.object({
    hasVip: v.boolean(),
    vipRankLevel: v.number(),
    vipLabelName: v.string(),
    validTurnover: money,
    next: v.nullable(vipLevel),
    progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    levels: v.array(vipLevel),
  }),
});
