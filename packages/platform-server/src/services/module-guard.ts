import { ErrorCode } from '@lobbykit/api-client';
import type { Db } from '../db/database';
import { isModuleEnabledFor } from '../db/merchants';
import type { MerchantRow } from '../db/schema/index';
import { DomainError } from './domain-error';

/**
 * R8.11: a call of a module the merchant switched off (its whitelabel flag, R3.34, R6.20) is
 * refused with operation_not_allowed, which the player reads as 'This operation is not allowed.
 * Please contact customer service.': the site hides the module, so a call means an old page or a
 * hand-made request, and only the operator can turn it on.
 */
export function moduleOff(what: string, flags: { field?: string } = {}): DomainError {
  return new DomainError(ErrorCode.operationNotAllowed, `${what} is not enabled for this merchant`, flags);
}

/** Throws `moduleOff` unless the merchant's whitelabel flag `modId` is on. */
export async function requireModule(
  db: Db,
  merchant: MerchantRow,
  modId: string,
  what: string,
  flags: { field?: string } = {},
): Promise<void> {
  if (!(await isModuleEnabledFor(db, merchant.id, modId))) throw moduleOff(what, flags);
}
