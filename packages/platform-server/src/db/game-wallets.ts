import { eq, inArray } from 'drizzle-orm';
import type { Db } from './database';
import { vendors, walletAccounts } from './schema/index';

/** Every wallet account of a member with its balance (minor units); wallets never moved are absent. */
export function walletBalancesOf(db: Db, memberId: number): Promise<{ wallet: string; balance: number }[]> {
  return db
    .select({ wallet: walletAccounts.wallet, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.memberId, memberId));
}

/** Display names of vendor codes (a vendor in several categories has one name). */
export async function vendorNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ code: vendors.code, name: vendors.name })
    .from(vendors)
    .where(inArray(vendors.code, codes));
  return new Map(rows.map((row) => [row.code, row.name]));
}
