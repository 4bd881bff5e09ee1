import { ApiError, ErrorCode } from '@lobbykit/api-client';
import type { MessageParams } from './message-key';
import { lookup } from './translate';

/** The player's-language message for an error code of the api-client (or of spec section 8). */
export function errorMessage(errorCode: string, params?: MessageParams): string {
  return lookup(`error.${errorCode}`, params) ?? lookup(`error.${ErrorCode.unknown}`) ?? errorCode;
}

/** The message for whatever a call threw: an api-client refusal by its code, anything else as unknown. */
export function failureMessage(error: unknown): string {
  return errorMessage(ApiError.is(error) ? error.errorCode : ErrorCode.unknown);
}
