import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
import { merchantRef, merchants } from './merchants';

/** Requests move In Process -> Approved or Rejected (R4.74); a copy of the contract's list for drizzle-kit. */
export const CASHIER_REQUEST_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type CashierRequestStatus = (typeof CASHIER_REQUEST_STATUSES)[number];

/**
 * A sandbox payment channel of one merchant (depositv2): what the player pays into and the limits of
 * one request. With autoApproveSeconds the sandbox approves a request by itself after that delay.
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
    kind: varchar('kind', { length: 16 }).$type<'BANK_TRANSFER' | 'E_WALLET'>().notNull(),
    payeeAccount: text('payee_account').notNull(),
    payeeName: text('payee_name').notNull(),
    /** Minor units. */
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    /** Minor units, the quick-pick chips. */
    presetAmounts: jsonb('preset_amounts').$type<number[]>().notNull(),
    autoApproveSeconds: integer('auto_approve_seconds'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('deposit_channels_merchant_code').on(table.merchantId, table.code),
    check(
      'deposit_channels_limits_check',
      sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`,
    ),
  ],
);

/**
 * A deposit request. The ledger is credited (key `deposit:<id>`) in the same transaction that moves it
 * from IN_PROCESS to APPROVED under the member's account lock, so it is credited once whoever approves.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: memberRef(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12 }).$type<CashierRequestStatus>().notNull().default('IN_PROCESS'),
    reference: varchar('reference', { length: 32 }).notNull(),
    /** The client's idempotency key: a replay answers this row. */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    remark: text('remark'),
    /** When the sandbox approves it by itself; null for operator-only channels. */
    autoApproveAt: instant('auto_approve_at'),
    createdAt: instant('created_at').notNull(),
    decidedAt: instant('decided_at'),
  },
  (table) => [
    uniqueIndex('deposits_member_request').on(table.memberId, table.requestId),
    index('deposits_member_created').on(table.memberId, table.createdAt),
    index('deposits_merchant_status').on(table.merchantId, table.status),
    index('deposits_auto_approve')
      .on(table.autoApproveAt)
      .where(sql`${table.status} = 'IN_PROCESS' and ${table.autoApproveAt} is not null`),
    check('deposits_amount_check', sql`${table.amount} > 0`),
    check('deposits_status_check', sql`${table.status} in ('IN_PROCESS', 'APPROVED', 'REJECTED')`),
  ],
);

export type DepositChannelRow = typeof depositChannels.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
