import { formatDate, type t as translate } from '@lobbykit/sdk';
import type { Promotion, PromotionViewer } from '@lobbykit/sdk/promotions';

/**
 * What a card reads from the stores (the words, the currency, who is looking), read once by the list
 * and handed to its 50 cards rather than subscribed to by each: the cards run no hooks.
 */
export interface PromotionView {
  t: typeof translate;
  money: (amount: number) => string;
  viewer: PromotionViewer;
}

/** When the promotion runs, in the player's words: both days, or from the start for one without an end. */
export function periodText(promotion: Promotion, t: typeof translate): string {
  const start = formatDate(promotion.startsAt);
  return promotion.endsAt
    ? t('promotions.period', { start, end: formatDate(promotion.endsAt) })
    : t('promotions.periodFrom', { start });
}

/** What the promotion pays, in words: a fixed amount, a share of the deposit, a rebate or a raffle's top prize. */
export function bonusText(
  promotion: Promotion,
  t: typeof translate,
  money: (amount: number) => string,
): string {
  const { bonus, condition } = promotion;
  if (condition.kind === 'raffle' && bonus.rafflePrizes.length > 0) {
    const top = Math.max(...bonus.rafflePrizes.map((prize) => prize.amount));
    return t('promotions.raffle', { amount: money(top) });
  }
  if (condition.kind === 'rebate' && condition.rebatePercent !== null)
    return t('promotions.rebate', { percent: condition.rebatePercent });
  if (bonus.percent !== null)
    return bonus.maxAmount !== null
      ? t('promotions.bonusPercent', { percent: bonus.percent, amount: money(bonus.maxAmount) })
      : t('promotions.bonusPercentOnly', { percent: bonus.percent });
  if (bonus.fixedAmount !== null) return t('promotions.bonusFixed', { amount: money(bonus.fixedAmount) });
  // Only a cap ("a bonus of up to 131K", R9.41): the operator decides the amount on review.
  return bonus.maxAmount !== null ? t('promotions.bonusUpTo', { amount: money(bonus.maxAmount) }) : '';
}

/** The hash that names a promotion in /promotions#<ref> (R2.19): its code, readable and stable. */
export const promotionRef = (promotion: Promotion): string => promotion.code || String(promotion.id);
