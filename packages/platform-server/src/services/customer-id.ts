import { randomInt } from 'node:crypto';
import type { MerchantRow } from '../db/schema/index';

/**
 * A member's public account number, shown to support staff instead of the database id: the
 * merchant's code and 7 random digits. Unique in the table; a clash is drawn again by the caller.
 */
export function newCustomerId(merchant: MerchantRow): string {
  return `${merchant.code.toUpperCase()}${randomInt(2_000_000, 10_000_000)}`;
}
