import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { merchants } from './merchants';

/**
 * Players, agents and trial players of one merchant. Type 0 player, 1/2/41/42 agent (R3.47),
 * 4 trial (R3.48). An agent's downline is every member whose upline chain reaches it.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: varchar('username', { length: 64 }).notNull(),
    /** `scrypt$N$r$p$salt$hash`, base64url parts, so the cost can rise without a migration. */
    passwordHash: text('password_hash').notNull(),
    type: smallint('type').notNull().default(0),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id),
    nickname: text('nickname'),
    /** The public account number shown to support staff, never the database id. */
    customerId: varchar('customer_id', { length: 32 }).notNull().unique(),
    mobileNum: varchar('mobile_num', { length: 20 }),
    email: text('email'),
    imgUrl: text('img_url'),
    /** Accounts an agent or operator created start with the default password and must change it. */
    firstLogin: boolean('first_login').notNull().default(false),
    passwordChangedAt: instant('password_changed_at').notNull().defaultNow(),
    /** The password was issued by the system (a mailed temporary one), not chosen: the next login forces a change. */
    passwordTemporary: boolean('password_temporary').notNull().default(false),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** The interface language the member last chose (R7.63); null until they choose one. */
    language: varchar('language', { length: 8 }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    // Usernames are unique per merchant regardless of case: 'Demo01' and 'demo01' are one account.
    uniqueIndex('members_merchant_username').on(table.merchantId, sql`lower(${table.username})`),
    index('members_upline').on(table.uplineId),
    check('members_type_check', sql`${table.type} in (0, 1, 2, 4, 41, 42)`),
  ],
);

export type MemberRow = typeof members.$inferSelect;

/**
 * The column of a row that belongs to a member (`member_id` unless named, e.g. `agent_id`): always
 * set, and the row goes when the member goes.
 */
export function memberRef(name = 'member_id') {
  return integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
}
