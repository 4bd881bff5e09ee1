import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef, members } from './members';
import { merchants } from './merchants';

/**
 * A member's own referral code (REFERRAL in the merchant's menu): the register link they share
 * carries it (`/register?referralCode=<code>`). Made the first time the member opens their referral
 * page; one per member, unique per merchant regardless of case.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: varchar('code', { length: 16 }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('referral_codes_merchant_code').on(table.merchantId, sql`lower(${table.code})`)],
);

export type ReferralCodeRow = typeof referralCodes.$inferSelect;

/**
 * Who referred whom: written in the registration's transaction when the friend registered with a
 * referral code, so a member is referred once, by one referrer, for good.
 */
export const memberReferrals = pgTable(
  'member_referrals',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    referrerId: memberRef('referrer_id'),
    code: varchar('code', { length: 16 }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('member_referrals_referrer').on(table.referrerId, table.createdAt)],
);

export type MemberReferralRow = typeof memberReferrals.$inferSelect;
