import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { type MerchantRow, members, merchants } from './schema/index';

/** Replaces the languages a merchant's selector offers; undefined when there is no such merchant. */
export async function updateLangList(
  db: Db,
  merchantCode: string,
  langList: string[],
): Promise<MerchantRow | undefined> {
  const [row] = await db
    .update(merchants)
    .set({ langList })
    .where(eq(merchants.code, merchantCode))
    .returning();
  return row;
}

export async function updateMemberLanguage(
  db: Db,
  merchantId: number,
  memberId: number,
  language: string,
): Promise<void> {
  await db
    .update(members)
    .set({ language })
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
}
