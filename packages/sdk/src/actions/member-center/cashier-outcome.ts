import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { errorMessage } from '../../i18n/error-message';

/**
 * How a money call ends for a page: done with the server's answer, or refused with what a form
 * needs to say why. `messageKey` is the server's key for the rule that refused (a widget translates
 * the ones it knows, else shows `message`); `triesLeft` and `retryAfter` come with a wrong or locked
 * payment password.
 */
export type MoneyOutcome<Value> =
  | { status: 'ok'; value: Value }
  | {
      status: 'failed';
      errorCode: string;
      message: string;
      field: string | null;
      messageKey: string | null;
      triesLeft: number | null;
      retryAfter: number | null;
    };

export type MoneyFailure = Extract<MoneyOutcome<unknown>, { status: 'failed' }>;

/** Any thrown error as a refusal in the player's language; a fault that is not an ApiError is unknown. */
export function failureOf(error: unknown): MoneyFailure {
  if (!(error instanceof ApiError)) {
    return {
      status: 'failed',
      errorCode: ErrorCode.unknown,
      message: errorMessage(ErrorCode.unknown),
      field: null,
      messageKey: null,
      triesLeft: null,
      retryAfter: null,
    };
  }
  const { messageKey, triesLeft } = error.details;
  return {
    status: 'failed',
    errorCode: error.errorCode,
    message: errorMessage(error.errorCode),
    field: error.field ?? null,
    messageKey: typeof messageKey === 'string' ? messageKey : null,
    triesLeft: typeof triesLeft === 'number' ? triesLeft : null,
    retryAfter: error.retryAfter ?? null,
  };
}

/** Runs a call and turns a refusal into a `MoneyOutcome` instead of a throw. */
export async function attempt<Value>(run: () => Promise<Value>): Promise<MoneyOutcome<Value>> {
  try {
    return { status: 'ok', value: await run() };
  } catch (error) {
    return failureOf(error);
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
