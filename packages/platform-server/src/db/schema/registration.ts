import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef, members } from './members';
import { merchantRef } from './merchants';

/**
 * What a member registered with beyond the account itself (R3.03): who referred them, from which
 * page and the optional contact fields. One row per self-registered member; seeded and agent-made
 * accounts have none.
 */
export const registrationDetails = pgTable('registration_details', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  affiliateCode: varchar('affiliate_code', { length: 64 }),
  recommenderId: varchar('recommender_id', { length: 64 }),
  referralCode: varchar('referral_code', { length: 64 }),
  registerUrl: text('register_url'),
  registerMethod: varchar('register_method', { length: 8 }).notNull(),
  domain: varchar('domain', { length: 253 }),
  countryDialingCode: varchar('country_dialing_code', { length: 6 }),
  payeeName: text('payee_name'),
  qqNum: varchar('qq_num', { length: 64 }),
  line: varchar('line', { length: 64 }),
  whatsapp: varchar('whatsapp', { length: 64 }),
  facebook: varchar('facebook', { length: 64 }),
  wechat: varchar('wechat', { length: 64 }),
  idNumber: varchar('id_number', { length: 64 }),
  /** scrypt, like the login password; withdrawals and point redemption verify it later. */
  paymentPasswordHash: text('payment_password_hash'),
  /** True when the mobile number was proven with an SMS code at registration. */
  mobileVerified: boolean('mobile_verified').notNull().default(false),
  ip: varchar('ip', { length: 64 }).notNull(),
  createdAt: instant('created_at').notNull(),
});

export type RegistrationDetailsRow = typeof registrationDetails.$inferSelect;

/** An agent's affiliate codes (R4.30): a player registering with one joins that agent's downline. */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 64 }).notNull(),
    agentId: memberRef('agent_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    // Codes are typed by people: 'agent01' and 'AGENT01' are one code.
    uniqueIndex('affiliate_codes_merchant_code').on(table.merchantId, sql`lower(${table.code})`),
    index('affiliate_codes_agent').on(table.agentId),
  ],
);

export type AffiliateCodeRow = typeof affiliateCodes.$inferSelect;
