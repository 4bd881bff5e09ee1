import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { CashierRequestStatus } from './deposits';
import { memberRef } from './members';
import { merchantRef, merchants } from './merchants';

/** A copy of the contract's CONFIRMATION_STATUSES for drizzle-kit (R4.77-R4.80). */
export const CONFIRMATION_STATES = [
  'NONE',
  'PENDING',
  'RECEIVED',
  'NOT_RECEIVED',
  'FORCED_RECEIVED',
  'AUTO_RECEIVED',
] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/** A bank or e-wallet a member of this merchant may bind for withdrawals. */
export const payoutProviders = pgTable(
  'payout_providers',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
    kind: varchar('kind', { length: 16 }).$type<'BANK' | 'E_WALLET'>().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('payout_providers_merchant_code').on(table.merchantId, table.code)],
);

/** A member's bound payout account; the payee name is the member's real name (checked on bind). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => payoutProviders.id),
    accountNumber: varchar('account_number', { length: 34 }).notNull(),
    payeeName: text('payee_name').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('bank_accounts_member_number').on(table.memberId, table.providerId, table.accountNumber),
  ],
);

/**
 * A withdrawal request: the amount left the balance when it was made (ledger key `withdrawal:<id>`);
 * a rejection refunds it once (`refund:withdrawal:<id>`). After approval the member confirms receipt.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: memberRef(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12 }).$type<CashierRequestStatus>().notNull().default('IN_PROCESS'),
    confirmation: varchar('confirmation', { length: 16 })
      .$type<ConfirmationState>()
      .notNull()
      .default('NONE'),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    remark: text('remark'),
    /** What the member wrote with a NOT_RECEIVED answer. */
    memberRemark: text('member_remark'),
    autoReceiptAt: instant('auto_receipt_at'),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
    confirmedAt: instant('confirmed_at'),
  },
  (table) => [
    uniqueIndex('withdrawals_member_request').on(table.memberId, table.requestId),
    index('withdrawals_member_created').on(table.memberId, table.createdAt),
    index('withdrawals_merchant_status').on(table.merchantId, table.status),
    index('withdrawals_auto_receipt').on(table.autoReceiptAt).where(sql`${table.confirmation} = 'PENDING'`),
    check('withdrawals_amount_check', sql`${table.amount} > 0`),
    check('withdrawals_status_check', sql`${table.status} in ('IN_PROCESS', 'APPROVED', 'REJECTED')`),
  ],
);

/** A proof image of a NOT_RECEIVED answer (R5.35-R5.37): checked png or jpg bytes, base64. */
export const withdrawalProofs = pgTable('withdrawal_proofs', {
  id: serial('id').primaryKey(),
  withdrawalId: integer('withdrawal_id')
    .notNull()
    .references(() => withdrawals.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  mediaType: varchar('media_type', { length: 16 }).notNull(),
  base64: text('base64').notNull(),
  createdAt: instant('created_at').notNull(),
});

export type PayoutProviderRow = typeof payoutProviders.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
