import { ErrorCode, lookup, t } from '@lobbykit/sdk';
import type { MoneyFailure } from '@lobbykit/sdk/member-center';
import '../messages/cashier-messages';

/**
 * A refused money call in the player's words: a wrong payment password with the tries left, a lock
 * with its wait, a server rule this center has words for (`memberCashier.server.<messageKey>`), else
 * the sdk's message for the error code.
 */
export function failureText(failure: MoneyFailure): string {
  if (failure.triesLeft !== null) {
    return t('memberCashier.server.wrongPaymentPassword', { count: failure.triesLeft });
  }
  if (failure.errorCode === ErrorCode.tooManyRequests && failure.retryAfter !== null) {
    return t('memberCashier.server.locked', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) });
  }
  const known =
    (failure.messageKey ? lookup(`memberCashier.server.${failure.messageKey}`) : undefined) ??
    lookup(`memberCashier.server.${failure.errorCode}`);
  return known ?? failure.message;
}
