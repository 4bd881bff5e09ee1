import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Settings that later issues read without a migration each (withdrawal auto-receipt minutes ...). */
export interface MerchantSettings {
  /** Minutes after which an unanswered withdrawal confirmation counts as received (decision: 30). */
  withdrawalAutoReceiptMinutes: number;
  /** R3.30: one wallet for everything (ph) or a main wallet plus game wallets (bd). */
  isSingle: boolean;
  /** The vendor codes that keep a game wallet of their own on a multi-wallet merchant. */
  gameWallets: string[];
  /** The merchant's time zone as minutes east of UTC: record pages count days in it (ph 480, bd 360). */
  utcOffsetMinutes: number;
  /** Two members binding one account number: 'refuse' (default) or 'flag' for the operator. */
  sharedBankAccount?: 'refuse' | 'flag';
  /** R8.10: SMS codes the merchant pays for in any 24 hours, all numbers together (default 5,000). */
  smsDailyQuota?: number;
}

/** One operator per country: the unit every player, rule and page belongs to. */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull().unique(),
    country: varchar('country', { length: 2 }).notNull(),
    countryName: text('country_name').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    langList: jsonb('lang_list').$type<string[]>().notNull(),
    defaultLanguage: varchar('default_language', { length: 8 }).notNull(),
    /** 0 normal, 1 maintenance, 2 region blocked (R2.34-R2.36). */
    systemStatus: smallint('system_status').notNull().default(0),
    maintenanceTitle: text('maintenance_title').notNull().default(''),
    maintenanceInfo: text('maintenance_info').notNull().default(''),
    /** The password accounts created by an agent or operator start with; logging in with it forces a change. */
    defaultPassword: text('default_password').notNull(),
    /** 0 means passwords never expire. */
    passwordExpiryDays: integer('password_expiry_days').notNull().default(0),
    mainDomain: text('main_domain').notNull(),
    gtagId: text('gtag_id').notNull().default(''),
    settings: jsonb('settings').$type<MerchantSettings>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('merchants_system_status_check', sql`${table.systemStatus} in (0, 1, 2)`),
    check('merchants_password_expiry_days_check', sql`${table.passwordExpiryDays} >= 0`),
  ],
);

export type MerchantRow = typeof merchants.$inferSelect;

/** The column of a row that belongs to a merchant (`merchant_id`): always set, and the row goes with the merchant. */
export function merchantRef(name = 'merchant_id') {
  return integer(name)
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
}
