import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef, members } from './members';
import { merchantRef, merchants } from './merchants';

/** Copies of the contract's lists for drizzle-kit (the schema does not import the contract). */
export const POINT_ENTRY_KINDS = ['earn', 'redeem', 'refund', 'convert', 'adjust'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];
export type PointRedemptionStatus = 'IN_PROCESS' | 'APPROVED' | 'REJECTED';

/**
 * A merchant's points rules. Money is minor units: `betPerPoint` of valid bet earns one point,
 * one point converts to `pointValue`. Points never expire (R9.40), so there is no expiry here.
 */
export const pointSettings = pgTable(
  'point_settings',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    betPerPoint: bigint('bet_per_point', { mode: 'number' }).notNull(),
    pointValue: bigint('point_value', { mode: 'number' }).notNull(),
    minConvertPoints: integer('min_convert_points').notNull().default(1),
  },
  (table) => [
    check(
      'point_settings_values_check',
      sql`${table.betPerPoint} > 0 and ${table.pointValue} between 1 and 100000 and ${table.minConvertPoints} >= 1`,
    ),
  ],
);

/**
 * A member's points, under a row lock for every movement. `creditedValidBet` is the part of the
 * member's valid bet (settled stakes, member_bet_days) already turned into points; what is left over
 * (less than one point's worth) waits for the next bet, so earning never rounds anything away.
 */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    totalEarned: bigint('total_earned', { mode: 'number' }).notNull().default(0),
    creditedValidBet: bigint('credited_valid_bet', { mode: 'number' }).notNull().default(0),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    check('point_accounts_balance_check', sql`${table.balance} >= 0`),
    check('point_accounts_credited_check', sql`${table.creditedValidBet} >= 0`),
  ],
);

/**
 * Append-only points ledger: one row per movement with the balance before and after. The key is
 * unique per member, so a replayed redeem, conversion, adjustment or earning pass moves points once
 * and answers what the first call stored.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    kind: varchar('kind', { length: 8 }).$type<PointEntryKind>().notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Minor units: the valid bet that earned, the balance a conversion paid; null otherwise. */
    amount: bigint('amount', { mode: 'number' }),
    redemptionId: integer('redemption_id'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('point_entries_member_key').on(table.memberId, table.idempotencyKey),
    index('point_entries_member_created').on(table.memberId, table.createdAt, table.id),
    check(
      'point_entries_kind_check',
      sql.raw(`kind in (${POINT_ENTRY_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check(
      'point_entries_balance_check',
      sql`${table.balanceAfter} = ${table.balanceBefore} + ${table.points}`,
    ),
    check('point_entries_not_negative_check', sql`${table.balanceAfter} >= 0`),
  ],
);

/** A reward of a merchant's points catalogue; `stock` null means no limit, never below zero. */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    points: integer('points').notNull(),
    stock: integer('stock'),
    /** Minor units credited on approval; null for a gift delivered by hand. */
    bonusAmount: bigint('bonus_amount', { mode: 'number' }),
    hue: integer('hue').notNull().default(260),
    sortOrder: integer('sort_order').notNull().default(100),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('point_rewards_merchant_sort').on(table.merchantId, table.sortOrder),
    check(
      'point_rewards_values_check',
      sql`${table.points} > 0 and (${table.stock} is null or ${table.stock} >= 0) and coalesce(${table.bonusAmount}, 0) >= 0`,
    ),
  ],
);

/** A reward's words in one language; EN is the fallback. */
export const pointRewardTexts = pgTable(
  'point_reward_texts',
  {
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.rewardId, table.language] })],
);

/** A member's redemption (R4.74): In Process until an operator approves or rejects it. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id, { onDelete: 'cascade' }),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    points: integer('points').notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'number' }),
    status: varchar('status', { length: 12 }).$type<PointRedemptionStatus>().notNull().default('IN_PROCESS'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    createdAt: instant('created_at').notNull(),
    reviewedAt: instant('reviewed_at'),
  },
  (table) => [
    uniqueIndex('point_redemptions_member_request').on(table.memberId, table.requestId),
    index('point_redemptions_member_created').on(table.memberId, table.createdAt),
    index('point_redemptions_merchant_status').on(table.merchantId, table.status),
    check('point_redemptions_status_check', sql`${table.status} in ('IN_PROCESS', 'APPROVED', 'REJECTED')`),
  ],
);

export type PointSettingsRow = typeof pointSettings.$inferSelect;
export type PointAccountRow = typeof pointAccounts.$inferSelect;
export type PointEntryRow = typeof pointEntries.$inferSelect;
export type PointRewardRow = typeof pointRewards.$inferSelect;
export type PointRedemptionRow = typeof pointRedemptions.$inferSelect;
