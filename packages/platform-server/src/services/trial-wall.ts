import { ErrorCode, TRIAL_TYPE } from '@lobbykit/api-client';
import type { MemberRow } from '../db/schema/index';
import { DomainError } from './domain-error';

/**
 * R5.40, R6.05, R8.28: member and account features are for real accounts. The site hides them from
 * trial players, but the server is the wall: a trial session calling one gets 403
 * `in_need_true_account`. Member info and the balance stay open, a trial session runs on them.
 */
export function requireRealAccount(member: MemberRow): MemberRow {
  if (member.type === TRIAL_TYPE) {
    throw new DomainError(ErrorCode.trialAccount, 'Please register an account first');
  }
  return member;
}
