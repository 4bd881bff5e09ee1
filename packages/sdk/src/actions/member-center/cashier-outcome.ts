import { type Failure, failureOf } from '../failure';

/**
 * How a money call ends for a page: done with the server's answer, or refused with the `Failure`
 * (its `messageKey` names the server's rule that refused: a widget translates the ones it knows, else
 * shows `message`; `retryAfter` comes with a locked payment password) and the tries left after a
 * wrong payment password.
 */
export type MoneyOutcome<Value> = { status: 'ok'; value: Value } | MoneyFailure;

export type MoneyFailure = { readonly status: 'failed' } & Failure & { readonly triesLeft: number | null };

/** Any thrown error as a refusal in the player's language (`failureOf`) with the payment password's tries left. */
export function moneyFailureOf(error: unknown): MoneyFailure {
  const failure = failureOf(error);
  const { triesLeft } = failure.details;
  return { status: 'failed', ...failure, triesLeft: typeof triesLeft === 'number' ? triesLeft : null };
}

/** Runs a call and turns a refusal into a `MoneyOutcome` instead of a throw. */
export async function attempt<Value>(run: () => Promise<Value>): Promise<MoneyOutcome<Value>> {
  try {
    return { status: 'ok', value: await run() };
  } catch (error) {
    return moneyFailureOf(error);
  }
}

/**
 * The idempotency key of one money request (contract `requestId`): a form keeps the same key while
 * the player retries the same request, so a retry after a lost answer moves the money once.
 */
export function newRequestId(): string {
  // getRandomValues, not randomUUID: the latter exists only on https pages.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
