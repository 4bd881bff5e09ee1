import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { errorMessage } from '../i18n/error-message';
import { bounds, type FieldError } from './validation';

export type PasswordFlowFailure<F extends string> =
  | { status: 'invalid'; errors: Partial<Record<F, FieldError>> }
  | { status: 'failed'; errorCode: string; message: string };

/**
 * A server refusal of one of the form's fields (a wrong old password, the default password, a spent
 * code) reads like the form's own check; anything else is a message in the player's language (a
 * wait the server names keeps the server's words, R8.03).
 */
export function passwordFlowFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
): PasswordFlowFailure<F> {
  if (error instanceof ApiError) {
    const messageKey = error.details.messageKey;
    const field = fields.find((name) => name === error.field);
    if (field && typeof messageKey === 'string') {
      const errors: Partial<Record<F, FieldError>> = {};
      errors[field] = { key: messageKey, params: bounds(undefined) };
      return { status: 'invalid', errors };
    }
    const message =
      error.errorCode === ErrorCode.tooManyRequests && error.message
        ? error.message
        : errorMessage(error.errorCode);
    return { status: 'failed', errorCode: error.errorCode, message };
  }
  return { status: 'failed', errorCode: ErrorCode.unknown, message: errorMessage(ErrorCode.unknown) };
}
