import { ErrorCode, type Failure, t } from '@lobbykit/sdk';
import type { MoneyFailure } from '@lobbykit/sdk/member-center';

const KNOWN = [
  'points_not_enough',
  'points_out_of_stock',
  'points_below_minimum',
  'points_disabled',
  'payment_password_incorrect',
  'payment_password_locked',
  'payment_password_not_set',
] as const;
type Known = (typeof KNOWN)[number];

/** A refused redeem or conversion in the player's words: the rule's own sentence where we know it. */
export function pointFailureText(failure: MoneyFailure, minConvert = 1): string {
  const key = failure.messageKey as Known | null;
  if (key && (KNOWN as readonly string[]).includes(key)) {
    return t(`pointMall.failure.${key}`, {
      tries: failure.triesLeft ?? 0,
      minutes: Math.max(1, Math.ceil((failure.retryAfter ?? 60) / 60)),
      min: minConvert,
    });
  }
  return failure.message;
}

/** A failed load in words: the sdk's `Failure` words for a failure it knows by code, else the widget's own sentence. */
export function loadFailureText(failure: Failure, fallback: string): string {
  return failure.errorCode === ErrorCode.unknown ? fallback : failure.message;
}
