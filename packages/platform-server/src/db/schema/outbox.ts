import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { merchantRef } from './merchants';

const merchantId = () => merchantRef();

/** What the local SMS and mail providers "sent" (DESIGN.md): operators and tests read it back. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    channel: varchar('channel', { length: 8 }).$type<'sms' | 'mail'>().notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('outbox_merchant_to').on(table.merchantId, table.to, table.id),
    check('outbox_channel_check', sql`${table.channel} in ('sms', 'mail')`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

/** SMS verification codes: stored hashed, live until expiresAt, spent by their first match. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    /** What the code is for, so a registration code never logs anyone in. */
    purpose: varchar('purpose', { length: 16 })
      .$type<'register' | 'login' | 'password' | 'firebase'>()
      .notNull(),
    /** The local mobile number the code went to. */
    mobile: varchar('mobile', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('sms_codes_lookup').on(table.merchantId, table.mobile, table.createdAt)],
);

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Wrong codes per number; the fifth locks the number for a while (R8.06). */
export const smsCodeGuards = pgTable(
  'sms_code_guards',
  {
    merchantId: merchantId(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    failures: smallint('failures').notNull().default(0),
    lockedUntil: instant('locked_until'),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.mobile] })],
);
