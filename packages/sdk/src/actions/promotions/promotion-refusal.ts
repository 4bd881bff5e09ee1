import { ApiError } from '@lobbykit/api-client';
import { PromotionMessageKey } from '@lobbykit/api-client/promotions';

/** The promotion rule a refusal names (`messageKey` on the failure envelope), or null for another failure. */
export type PromotionRefusal = (typeof PromotionMessageKey)[keyof typeof PromotionMessageKey];

const REFUSALS = new Set<string>(Object.values(PromotionMessageKey));

export function promotionRefusal(error: unknown): PromotionRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const key = error.details.messageKey;
  return typeof key === 'string' && REFUSALS.has(key) ? (key as PromotionRefusal) : null;
}
