import type { ResponseOf } from '@lobbykit/api-client';
import type { playerRank } from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import { validTurnoverOf } from '../db/member-records';
import type { MemberRow, VipLevelRow } from '../db/schema/index';
import { vipLevelsOf } from '../db/vip-levels';
import { toDecimal } from './money';

export type PlayerRank = ResponseOf<typeof playerRank>;

/**
 * Where a valid turnover stands on a ladder: the highest level reached, the next one and the share
 * of the way between them (1 at the top). A merchant without a ladder has no VIP (hasVip false).
 */
export function rankOn(levels: VipLevelRow[], turnover: number): PlayerRank {
  const reached = levels.filter((level) => level.requiredTurnover <= turnover).at(-1);
  const next = levels.find((level) => level.requiredTurnover > turnover);
  const floor = reached?.requiredTurnover ?? 0;
  const progress = next ? (turnover - floor) / (next.requiredTurnover - floor) : 1;
  const wire = (level: VipLevelRow) => ({
    level: level.level,
    label: level.label,
    requiredTurnover: toDecimal(level.requiredTurnover),
    // Basis points as a percentage: 30 -> 0.3.
    rebatePercent: level.rebateRateBp / 100,
  });
  return {
    hasVip: levels.length > 0,
    vipRankLevel: reached?.level ?? 0,
    vipLabelName: reached?.label ?? '',
    validTurnover: toDecimal(turnover),
    next: next ? wire(next) : null,
    progress: Math.min(1, Math.max(0, progress)),
    levels: levels.map(wire),
  };
}

export interface VipService {
  /** playerRank and the public store's hasVip, vipLabelName, vipRankLevel (R3.08). */
  rankOf(member: MemberRow): Promise<PlayerRank>;
}

export function createVipService(deps: { db: Db }): VipService {
  const { db } = deps;
  return {
    async rankOf(member) {
      const levels = await vipLevelsOf(db, member.merchantId);
      return rankOn(levels, await validTurnoverOf(db, member.id));
    },
  };
}
