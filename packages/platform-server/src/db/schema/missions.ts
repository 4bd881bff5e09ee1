import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
import { merchantRef } from './merchants';

/** Copies of the contract's lists for drizzle-kit (the schema does not import the contract). */
export type MissionKind = 'validBet' | 'betDays' | 'deposit' | 'bindEmail';
export type MissionPeriodCode = 'once' | 'daily' | 'weekly' | 'monthly';

/** A mission's or a sign-in task's words per language (EN is the fallback). */
export type MissionWords = Record<string, { title: string; description: string }>;

/**
 * A merchant's mission (R7.50): reach `target` in a period (valid bets or deposits in minor units,
 * days played or a bound email as counts), then claim `rewardAmount` (minor units) once per period
 * and `points` on the mission leaderboard (R7.51).
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<MissionKind>().notNull(),
    period: varchar('period', { length: 8 }).$type<MissionPeriodCode>().notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    turnoverMultipleHundredths: integer('turnover_multiple_hundredths').notNull().default(100),
    words: jsonb('words').$type<MissionWords>().notNull(),
    sortOrder: integer('sort_order').notNull().default(100),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('missions_merchant_code').on(table.merchantId, table.code),
    check(
      'missions_amounts_check',
      sql`${table.target} > 0 and ${table.rewardAmount} > 0 and ${table.points} >= 0
        and ${table.turnoverMultipleHundredths} >= 0`,
    ),
  ],
);

/**
 * A mission's reward paid: one row per (mission, member, period), the unique key that pays once
 * whatever races; the ledger credit (key `mission:<id>:<period>`) is written in the same transaction.
 */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    memberId: memberRef(),
    /** The period's label (2026-01-15, 2026-01-12~2026-01-18, 2026-01, `once`) in the merchant's time zone. */
    periodLabel: varchar('period_label', { length: 32 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    turnoverAdded: bigint('turnover_added', { mode: 'number' }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    claimedAt: instant('claimed_at').notNull(),
  },
  (table) => [
    uniqueIndex('mission_claims_once').on(table.missionId, table.memberId, table.periodLabel),
    uniqueIndex('mission_claims_member_request').on(table.memberId, table.requestId),
    index('mission_claims_merchant_time').on(table.merchantId, table.claimedAt),
    check('mission_claims_amount_check', sql`${table.amount} > 0 and ${table.turnoverAdded} >= 0`),
  ],
);

/**
 * A merchant's daily sign-in task (R2.103): one sign-in a day in the merchant's time zone; the n-th
 * day of a streak pays `rewards[(n - 1) % rewards.length]` (minor units), a missed day starts again.
 */
export const signInTasks = pgTable(
  'sign_in_tasks',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    rewards: jsonb('rewards').$type<number[]>().notNull(),
    words: jsonb('words').$type<MissionWords>().notNull(),
    turnoverMultipleHundredths: integer('turnover_multiple_hundredths').notNull().default(100),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('sign_in_tasks_merchant').on(table.merchantId)],
);

/** One member's sign-in of one merchant day: the unique key makes two parallel sign-ins pay once. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => signInTasks.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The day's place in the streak: 1 after a missed day. */
    streak: integer('streak').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    turnoverAdded: bigint('turnover_added', { mode: 'number' }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    signedAt: instant('signed_at').notNull(),
  },
  (table) => [
    uniqueIndex('sign_ins_once_a_day').on(table.taskId, table.memberId, table.day),
    uniqueIndex('sign_ins_member_request').on(table.memberId, table.requestId),
    check('sign_ins_amount_check', sql`${table.amount} > 0 and ${table.streak} > 0`),
  ],
);

export type MissionRow = typeof missions.$inferSelect;
export type MissionClaimRow = typeof missionClaims.$inferSelect;
export type SignInTaskRow = typeof signInTasks.$inferSelect;
export type SignInRow = typeof signIns.$inferSelect;
