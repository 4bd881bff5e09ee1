import { ApiError } from '@lobbykit/api-client';
import { errorMessage, t } from '@lobbykit/sdk';
import { promotionRefusal } from '@lobbykit/sdk/promotions';

/** A failed join, claim or application in the player's words: the promotion rule that refused, else the error code's. */
export function promotionFailureText(error: unknown): string {
  const refusal = promotionRefusal(error);
  if (refusal) return t(`promotions.refusal.${refusal}`);
  return error instanceof ApiError ? errorMessage(error.errorCode) : t('promotions.failed');
}
