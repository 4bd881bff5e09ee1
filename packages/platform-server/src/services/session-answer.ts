import type { MemberRow } from '../db/schema/index';
import type { LoginValue } from './session';

/** What a caller learns about the password it opened the session with (spec section 4). */
export interface SessionFlags {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  defaultPassword: boolean;
}

/**
 * The answer of every call that opens a session (login, free play, registration with login, a
 * password set by phone): the token and the member's names, one shape for all of them.
 */
export function sessionAnswer(
  member: MemberRow,
  opened: { token: string; expiresIn: number },
  flags: SessionFlags,
): LoginValue {
  return {
    token: opened.token,
    expiresIn: opened.expiresIn,
    ...flags,
    id: member.id,
    account: member.username,
    username: member.username,
    nickname: member.nickname,
    customerId: member.customerId,
    type: member.type,
  };
}
