import type { PromotionRow } from '../../db/schema/index';
import { type Period, periodAt } from '../agent/periods';

const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');
const AGENT_PERIOD = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

// Dates, not numbers: Math.max and Math.min would answer milliseconds.
const later = (a: Date, b: Date) => (a < b ? b : a);
const earlier = (a: Date, b: Date) => (a > b ? b : a);

/** The period a daily check-in always counts in, whatever the row says. */
export const periodKindOf = (promotion: Pick<PromotionRow, 'kind' | 'period'>) =>
  promotion.kind === 'daily' ? 'daily' : promotion.kind === 'firstDeposit' ? 'once' : promotion.period;

/**
 * The promotion's period holding `instant`, in the merchant's time zone: the whole promotion (`once`),
 * or a day, a week from Monday or a month, clipped to the promotion's start and end.
 */
export function promotionPeriodAt(
  promotion: Pick<PromotionRow, 'kind' | 'period' | 'startsAt' | 'endsAt'>,
  instant: Date,
  offsetMinutes: number,
): Period {
  const kind = periodKindOf(promotion);
  const end = promotion.endsAt ?? FAR_FUTURE;
  if (kind === 'once') return { start: promotion.startsAt, end, label: 'once' };
  const period = periodAt(AGENT_PERIOD[kind], instant, offsetMinutes);
  return {
    start: later(period.start, promotion.startsAt),
    end: earlier(period.end, end),
    label: period.label,
  };
}

/** The period before the one holding `instant` (a rebate pays the period that ended). */
export function previousPeriodAt(
  promotion: Pick<PromotionRow, 'kind' | 'period' | 'startsAt' | 'endsAt'>,
  instant: Date,
  offsetMinutes: number,
): Period | undefined {
  const current = promotionPeriodAt(promotion, instant, offsetMinutes);
  if (current.label === 'once' || current.start <= promotion.startsAt) return undefined;
  return promotionPeriodAt(promotion, new Date(current.start.getTime() - 1), offsetMinutes);
}

/** Counting starts at the latest of the period's start and, when the promotion asks for one, the join. */
export function countingFrom(period: Period, requiresJoin: boolean, joinedAt: Date | undefined): Date {
  return requiresJoin && joinedAt && joinedAt > period.start ? joinedAt : period.start;
}
