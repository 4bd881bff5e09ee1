import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/** The member's main wallet; per-vendor game wallets (the money issue) are more rows with their own name. */
export const MAIN_WALLET = 'MAIN';

/**
 * A member's money in one wallet, in integer minor units (cents). JS numbers hold integers exactly up
 * to 2^53, far beyond any balance here, and every change goes through integer arithmetic only.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    wallet: varchar('wallet', { length: 16 }).notNull().default(MAIN_WALLET),
    currency: varchar('currency', { length: 8 }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_accounts_member_wallet').on(table.memberId, table.wallet),
    check('wallet_accounts_balance_check', sql`${table.balance} >= 0`),
  ],
);

/**
 * What moved the money. Bets, wins and rollbacks come from games; credits (demo and trial credit) and
 * adjustments from the platform; deposits, withdrawals and their refunds from the cashier; transfers
 * between a member's wallets or to the upline; bonuses from rewards the member claimed.
 */
export const LEDGER_KINDS = [
  'credit',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'deposit',
  'withdrawal',
  'refund',
  'transfer',
  'bonus',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Append-only: one row per movement, never updated. The idempotency key is unique per account, so a
 * retried operation finds its first row and answers what that row stored instead of moving money again.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<LedgerKind>().notNull(),
    /** Signed: negative for a bet, positive for a credit, win or rollback refund. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** What the movement belongs to: a bet's transaction id, a promotion, an operator note. */
    reference: varchar('reference', { length: 128 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull(),
    /** The answer the first call gave, returned as is to every replay. */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ledger_entries_account_key').on(table.accountId, table.idempotencyKey),
    index('ledger_entries_account_created').on(table.accountId, table.createdAt),
    // A team's newest movements first (account details) without sorting the whole window.
    index('ledger_entries_created').on(table.createdAt, table.id),
    check(
      'ledger_entries_kind_check',
      sql.raw(`kind in (${LEDGER_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check(
      'ledger_entries_balance_check',
      sql`${table.balanceAfter} = ${table.balanceBefore} + ${table.amount}`,
    ),
    check('ledger_entries_not_negative_check', sql`${table.balanceAfter} >= 0`),
  ],
);

export type WalletAccountRow = typeof walletAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
