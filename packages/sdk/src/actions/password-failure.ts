import { ErrorCode } from '@lobbykit/api-client';
import { type Failure, failureOf } from './failure';
import { bounds, type FieldError } from './validation';

export type PasswordFlowFailure<F extends string> =
  | { status: 'invalid'; errors: Partial<Record<F, FieldError>> }
  | ({ status: 'failed' } & Pick<Failure, 'errorCode' | 'message'>);

/**
 * A server refusal of one of the form's fields (a wrong old password, the default password, a spent
 * code) reads like the form's own check; anything else is a message in the player's language (a
 * wait the server names keeps the server's words, R8.03).
 */
export function passwordFlowFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
): PasswordFlowFailure<F> {
  const failure = failureOf(error);
  const { errorCode, messageKey, serverMessage } = failure;
  const field = fields.find((name) => name === failure.field);
  if (field && messageKey !== null) {
    const errors: Partial<Record<F, FieldError>> = {};
    errors[field] = { key: messageKey, params: bounds(undefined) };
    return { status: 'invalid', errors };
  }
  const message = errorCode === ErrorCode.tooManyRequests && serverMessage ? serverMessage : failure.message;
  return { status: 'failed', errorCode, message };
}
