import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { errorMessage } from '../i18n/error-message';

/**
 * What a failed sdk action or loader reports, the one error model of the sdk: actions return it in
 * their result value (`{ status: 'failed', ...failure }`), loaders reject and the caller reads what
 * they threw with `failureOf(error)`. The words are resolved here, once: `message` is the error
 * code's sentence in the player's language.
 */
export interface Failure {
  /** An `ErrorCode` (or a server rule's own code); `unknown_error` for a fault nobody named. */
  readonly errorCode: string;
  /** The code's words in the player's language (`error.<errorCode>`). */
  readonly message: string;
  /** The form field the server refused, when it named one (a form shows the error beside it). */
  readonly field: string | null;
  /** The server's key for the rule that refused (`messageKey`), for a widget that words that rule itself. */
  readonly messageKey: string | null;
  /** Asking again may succeed: no answer, a timeout, maintenance, a wait, a server fault. */
  readonly retryable: boolean;
  /** Seconds the server asks to wait before trying again (a 429 or a lock), else null. */
  readonly retryAfter: number | null;
  /** The next try needs a captcha (a failed login). */
  readonly captcha: boolean;
  /** The HTTP status (0 when no answer arrived). */
  readonly httpStatus: number;
  /** The server's own sentence, untranslated: kept for the few waits the spec words by the server (R8.03). */
  readonly serverMessage: string | null;
  /** The envelope's other flags (`triesLeft`, `proof`, `contracts`, `balance` ...). */
  readonly details: Readonly<Record<string, unknown>>;
  /** False for a fault that is no answer of the platform or its client (a bug, a broken extension). */
  readonly known: boolean;
}

const RETRYABLE = new Set<string>([
  ErrorCode.network,
  ErrorCode.timeout,
  ErrorCode.badResponse,
  ErrorCode.maintenance,
  ErrorCode.tooManyRequests,
  ErrorCode.unknown,
]);

/** The one place a thrown error becomes a `Failure`: an api-client refusal by its code, anything else as unknown. */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) {
    return {
      errorCode: ErrorCode.unknown,
      message: errorMessage(ErrorCode.unknown),
      field: null,
      messageKey: null,
      retryable: true,
      retryAfter: null,
      captcha: false,
      httpStatus: 0,
      serverMessage: null,
      details: {},
      known: false,
    };
  }
  const { errorCode, details } = error;
  return {
    errorCode,
    message: errorMessage(errorCode),
    field: error.field ?? null,
    messageKey: typeof details.messageKey === 'string' ? details.messageKey : null,
    retryable: RETRYABLE.has(errorCode) || error.status >= 500,
    retryAfter: error.retryAfter ?? null,
    captcha: error.captcha,
    httpStatus: error.status,
    serverMessage: error.message,
    details,
    known: true,
  };
}

/**
 * The words for whatever a call threw: the failure's message, or `fallback` (a widget's own sentence,
 * such as "The records could not be loaded") when the fault is no answer of the platform at all.
 */
export function failureMessage(error: unknown, fallback?: string): string {
  const failure = failureOf(error);
  return failure.known || fallback === undefined ? failure.message : fallback;
}
