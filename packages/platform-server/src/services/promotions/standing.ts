import type { MemberPromotionState, PromotionStatus } from '@lobbykit/api-client/contract';
import type { PromotionApplicationRow, PromotionClaimRow, PromotionRow } from '../../db/schema/index';
import { toDecimal } from '../money';

export type Phase = 'comingSoon' | 'open' | 'closed';

/** Switched off or past its end: closed; before its start: coming soon. */
export function phaseOf(promotion: Pick<PromotionRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): Phase {
  if (!promotion.enabled) return 'closed';
  if (now < promotion.startsAt) return 'comingSoon';
  if (promotion.endsAt && now >= promotion.endsAt) return 'closed';
  return 'open';
}

/** What the rules found for one member in one promotion (minor units). */
export interface Facts {
  phase: Phase;
  joinedAt: Date | undefined;
  /** The claim of the period a claim would pay now (a rebate: the period that ended), if any. */
  paid: PromotionClaimRow | undefined;
  application: PromotionApplicationRow | undefined;
  progress: { done: number; required: number } | null;
  /** What a claim would pay now, for which period; undefined when nothing is earned. */
  earned: { amount: number; periodLabel: string } | undefined;
  periodEndsAt: Date | null;
  /** The current period's label (`once`, 2026-01-15, 2026-01 ...). */
  periodLabel: string;
}

export interface Standing {
  state: MemberPromotionState;
  /** Set when the status is claim. */
  claimable: { amount: number; periodLabel: string } | undefined;
  periodLabel: string;
}

function statusOf(promotion: PromotionRow, facts: Facts): PromotionStatus {
  if (facts.phase !== 'open') return facts.phase;
  if (promotion.requiresJoin && !facts.joinedAt) return 'join';
  if (promotion.kind === 'manual') {
    const application = facts.application;
    if (application?.status === 'IN_PROCESS') return 'applying';
    if (application?.status === 'APPROVED' && facts.paid) return 'issued';
    if (application?.status === 'REJECTED') return 'rejected';
    // Nothing sent this period: the join button opens the application form.
    return 'join';
  }
  if (facts.earned && !facts.paid) return 'claim';
  if (facts.paid) return promotion.kind === 'daily' ? 'signed' : 'claimed';
  return (facts.progress?.done ?? 0) > 0 ? 'process' : 'joined';
}

/** R4.75: a member's status in a promotion, from the facts the rules gathered. */
export function standingOf(promotion: PromotionRow, facts: Facts): Standing {
  const status = statusOf(promotion, facts);
  const amount =
    status === 'claim'
      ? facts.earned!.amount
      : status === 'claimed' || status === 'signed' || status === 'issued'
        ? (facts.paid?.amount ?? null)
        : null;
  return {
    state: {
      status,
      progress: facts.progress
        ? { done: toDecimal(facts.progress.done), required: toDecimal(facts.progress.required) }
        : null,
      amount: amount === null ? null : toDecimal(amount),
      applicationId: facts.application?.id ?? null,
      rejectReason: facts.application?.status === 'REJECTED' ? facts.application.rejectReason : null,
      periodEndsAt: facts.periodEndsAt?.toISOString() ?? null,
    },
    claimable: status === 'claim' ? facts.earned : undefined,
    periodLabel: facts.periodLabel,
  };
}
