import { ErrorCode } from '@lobbykit/api-client';
import type { MessageParams } from './message-key';
import { lookup } from './translate';

/** The player's-language message for an error code of the api-client (or of spec section 8). */
export function errorMessage(errorCode: string, params?: MessageParams): string {
  return lookup(`error.${errorCode}`, params) ?? lookup(`error.${ErrorCode.unknown}`) ?? errorCode;
}
