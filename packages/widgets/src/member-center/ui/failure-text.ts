import { ErrorCode } from '@lobbykit/api-client';
import { lookup, t } from '@lobbykit/sdk';
import type { MoneyFailure } from '@lobbykit/sdk/member-center';

/**
 * A refused money call in the player's words: a wrong payment password with the tries left, a lock
 * with its wait, a server rule this center has words for (`memberCenter.server.<messageKey>`), else
 * the sdk's message for the error code.
 */
export function failureText(failure: MoneyFailure): string {
  if (failure.triesLeft !== null) {
    return t('memberCenter.server.wrongPaymentPassword', { count: failure.triesLeft });
  }
  if (failure.errorCode === ErrorCode.tooManyRequests && failure.retryAfter !== null) {
    return t('memberCenter.server.locked', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) });
  }
  const known =
    (failure.messageKey ? lookup(`memberCenter.server.${failure.messageKey}`) : undefined) ??
    lookup(`memberCenter.server.${failure.errorCode}`);
  return known ?? failure.message;
}
