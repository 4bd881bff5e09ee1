import type { Promotion, PromotionStatus } from '@lobbykit/api-client/promotions';

/**
 * What pressing a promotion's button does: join it, claim the bonus, draw a raffle prize (R7.55),
 * open the application form, or, for a visitor who cannot take part yet, the login popup (R6.01)
 * or the trial warning (R6.05).
 */
export type PromotionAction = 'join' | 'claim' | 'raffle' | 'apply' | 'login' | 'registerFirst';

/** The button's words: a status of R4.75, or what a manual promotion asks of the member. */
export type PromotionButtonLabel = PromotionStatus | 'apply' | 'applyAgain';

export interface PromotionButton {
  label: PromotionButtonLabel;
  /** Null: the button shows the status and does nothing (disabled). */
  action: PromotionAction | null;
}

/** Who looks at the promotion: a guest, a trial player, or a member (whose state is `mine`). */
export interface PromotionViewer {
  isLogin: boolean;
  isTrial: boolean;
}

/**
 * R4.75: the one rule of which button each promotion status shows. A member's button comes from
 * their state; a visitor without one (a guest, a trial account) sees what taking part would start,
 * and pressing it asks them to log in or to register a real account.
 */
export function promotionButton(promotion: Promotion, viewer: PromotionViewer): PromotionButton {
  const { mine, phase, condition } = promotion;
  const manual = condition.kind === 'manual';
  if (!mine || !viewer.isLogin) {
    if (phase !== 'open') return { label: phase, action: null };
    // A manual promotion starts with the join button too (it opens the application form).
    const label: PromotionButtonLabel = condition.requiresJoin || manual ? 'join' : 'claim';
    return { label, action: viewer.isLogin && viewer.isTrial ? 'registerFirst' : 'login' };
  }
  switch (mine.status) {
    case 'join':
      // A manual promotion's Join is its application: nothing sent yet this period.
      return { label: 'join', action: manual ? 'apply' : 'join' };
    case 'claim':
      return { label: 'claim', action: condition.kind === 'raffle' ? 'raffle' : 'claim' };
    case 'rejected':
      // The last application was refused: the member may send another.
      return { label: 'applyAgain', action: 'apply' };
    case 'joined':
    case 'process':
      // A manual promotion is earned by applying; the others count by themselves.
      return manual ? { label: 'apply', action: 'apply' } : { label: mine.status, action: null };
    default:
      // applying, issued, claimed, signed, closed, comingSoon: a state to read, nothing to press.
      return { label: mine.status, action: null };
  }
}

/**
 * A promotion's progress as a share from 0 to 1 (turnover, deposits), or null where nothing is
 * counted. Done beyond the requirement is full.
 */
export function promotionProgressShare(promotion: Promotion): number | null {
  const progress = promotion.mine?.progress;
  if (!progress) return null;
  if (progress.required <= 0) return 1;
  return Math.min(1, Math.max(0, progress.done / progress.required));
}
