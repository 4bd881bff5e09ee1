import { PromotionMessageKey } from '@lobbykit/api-client/promotions';
import { failureOf } from '../failure';

/** The promotion rule a refusal names (`messageKey` on the failure envelope), or null for another failure. */
export type PromotionRefusal = (typeof PromotionMessageKey)[keyof typeof PromotionMessageKey];

const REFUSALS = new Set<string>(Object.values(PromotionMessageKey));

export function promotionRefusal(error: unknown): PromotionRefusal | null {
  const key = failureOf(error).messageKey;
  return key !== null && REFUSALS.has(key) ? (key as PromotionRefusal) : null;
}
