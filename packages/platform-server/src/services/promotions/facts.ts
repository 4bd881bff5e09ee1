import type { Db } from '../../db/database';
import { validTurnoverOf } from '../../db/member-records';
import { approvedDepositsBetween, firstApprovedDeposit, validBetsBetween } from '../../db/promotion-play';
import type {
  MemberRow,
  PromotionApplicationRow,
  PromotionClaimRow,
  PromotionRow,
  VipLevelRow,
} from '../../db/schema/index';
import { bonusFor, rebateFor } from './arithmetic';
import { countingFrom, previousPeriodAt, promotionPeriodAt } from './periods';
import { type Facts, type Phase, phaseOf } from './standing';

/** What one member already did in the promotions being looked at. */
export interface MemberHistory {
  member: MemberRow;
  joins: Map<number, Date>;
  claims: PromotionClaimRow[];
  applications: Map<number, PromotionApplicationRow>;
  /** Loaded once per look when a VIP promotion needs them. */
  vip: () => Promise<{ levels: VipLevelRow[]; turnover: number }>;
}

const FAR = new Date('9999-12-31T00:00:00Z');

/**
 * Gathers what decides a member's standing in one promotion from the ledger's sources: approved
 * deposits, settled bets (valid bets), the VIP level, joins, claims and applications.
 */
export async function factsOf(
  db: Db,
  promotion: PromotionRow,
  history: MemberHistory,
  now: Date,
  offsetMinutes: number,
): Promise<Facts> {
  const phase: Phase = phaseOf(promotion, now);
  const period = promotionPeriodAt(promotion, now, offsetMinutes);
  const joinedAt = history.joins.get(promotion.id);
  const paidIn = (label: string) =>
    history.claims.find((claim) => claim.promotionId === promotion.id && claim.periodLabel === label);
  const application = history.applications.get(promotion.id);
  const facts: Facts = {
    phase,
    joinedAt,
    paid: paidIn(period.label),
    application,
    progress: null,
    earned: undefined,
    periodEndsAt: period.end.getTime() === FAR.getTime() ? null : period.end,
    periodLabel: period.label,
  };
  if (phase !== 'open' || (promotion.requiresJoin && !joinedAt)) return facts;

  const memberId = history.member.id;
  const window = { from: countingFrom(period, promotion.requiresJoin, joinedAt), to: period.end };
  const earn = (met: boolean, amount: number) =>
    met && amount > 0 ? { amount, periodLabel: period.label } : undefined;

  switch (promotion.kind) {
    case 'firstDeposit': {
      const first = await firstApprovedDeposit(db, memberId);
      const counts = first !== undefined && first.decidedAt >= window.from && first.decidedAt < window.to;
      const done = counts ? first.amount : 0;
      const required = promotion.minDeposit ?? 1;
      facts.progress = { done, required };
      facts.earned = earn(counts && done >= required, bonusFor(promotion, done));
      break;
    }
    case 'depositAmount': {
      const done = await approvedDepositsBetween(db, memberId, window);
      const required = promotion.minDeposit ?? 1;
      facts.progress = { done, required };
      facts.earned = earn(done >= required, bonusFor(promotion, done));
      break;
    }
    case 'turnover':
    case 'daily':
    case 'raffle': {
      const required = promotion.requiredTurnover ?? 0;
      const done = required > 0 ? await validBetsBetween(db, memberId, window) : 0;
      facts.progress = required > 0 ? { done, required } : null;
      // A raffle's prize is drawn at the claim; what it may pay is the largest prize.
      const amount =
        promotion.kind === 'raffle'
          ? Math.max(0, ...promotion.rafflePrizes.map((prize) => prize.amount))
          : bonusFor(promotion, done);
      facts.earned = earn(done >= required, amount);
      break;
    }
    case 'rebate': {
      // The rebate of the period that ended is paid; the current one is what is being played.
      const done = await validBetsBetween(db, memberId, window);
      facts.progress = { done, required: promotion.requiredTurnover ?? 0 };
      const previous = previousPeriodAt(promotion, now, offsetMinutes);
      if (previous) {
        const from = countingFrom(previous, promotion.requiresJoin, joinedAt);
        const played =
          from < previous.end ? await validBetsBetween(db, memberId, { from, to: previous.end }) : 0;
        facts.paid = paidIn(previous.label);
        const met = played > 0 && played >= (promotion.requiredTurnover ?? 0);
        facts.earned = met
          ? earn(true, rebateFor(played, promotion.rebateBp ?? 0, promotion.maxAmount))
          : undefined;
        if (facts.earned) facts.earned.periodLabel = previous.label;
      }
      break;
    }
    case 'vipLevel': {
      const { levels, turnover } = await history.vip();
      const wanted = promotion.minVipLevel ?? 0;
      const target = levels.find((level) => level.level === wanted);
      const reached = levels.filter((level) => level.requiredTurnover <= turnover).at(-1)?.level ?? 0;
      facts.progress = target ? { done: turnover, required: target.requiredTurnover } : null;
      facts.earned = earn(reached >= wanted, bonusFor(promotion, 0));
      break;
    }
    case 'manual':
      break;
  }
  return facts;
}

export const vipLoader = (
  db: Db,
  member: MemberRow,
  levelsOf: (merchantId: number) => Promise<VipLevelRow[]>,
) => {
  let loaded: Promise<{ levels: VipLevelRow[]; turnover: number }> | undefined;
  return () => {
    loaded ??= Promise.all([levelsOf(member.merchantId), validTurnoverOf(db, member.id)]).then(
      ([levels, turnover]) => ({ levels, turnover }),
    );
    return loaded;
  };
};
