import { failureMessage, t } from '@lobbykit/sdk';
import { promotionRefusal } from '@lobbykit/sdk/promotions';

/**
 * A failed join, claim or application in the player's words: the promotion rule that refused (words
 * only this widget has), else the sdk's `Failure` words, else the widget's own line.
 */
export function promotionFailureText(error: unknown): string {
  const refusal = promotionRefusal(error);
  if (refusal) return t(`promotions.refusal.${refusal}`);
  return failureMessage(error, t('promotions.failed'));
}
