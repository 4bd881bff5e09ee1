import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
import { merchants } from './merchants';

/** A copy of the contract's lists for drizzle-kit (the schema never imports the api-client). */
export const AGENT_CONTRACT_KINDS = ['dividend', 'dailyWage', 'hourlySalary', 'realtimeSalary'] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];
export const AGENT_CONTRACT_STATUSES = ['offered', 'accepted', 'rejected', 'terminated'] as const;
export type AgentContractStatus = (typeof AGENT_CONTRACT_STATUSES)[number];
export type AgentContractPeriod = 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly' | 'Hourly' | 'FiveMinutes';
export type TerminationReason = 'by_upline' | 'by_downline' | 'replaced' | 'upline_rate_lowered';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A contract an upline offers its direct downline (R6.14, R3.36): a rate and three thresholds per
 * settlement period. Offered, then accepted or rejected (R6.15); an accepted one ends terminated (R4.76).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).$type<AgentContractKind>().notNull(),
    period: varchar('period', { length: 12 }).$type<AgentContractPeriod>().notNull(),
    uplineId: memberRef('upline_id'),
    downlineId: memberRef('downline_id'),
    /** Hundredths of a percent: 0.5 % is 50, 100 % is 10,000; integer arithmetic only. */
    rateBp: integer('rate_bp').notNull(),
    activeMembers: integer('active_members').notNull(),
    /** Minor units. */
    periodValidBet: bigint('period_valid_bet', { mode: 'number' }).notNull(),
    /** Minor units: the team's loss the period must reach. */
    periodProfitLoss: bigint('period_profit_loss', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12 }).$type<AgentContractStatus>().notNull(),
    offeredAt: instant('offered_at').notNull(),
    answeredAt: instant('answered_at'),
    terminatedAt: instant('terminated_at'),
    terminationReason: varchar('termination_reason', { length: 24 }).$type<TerminationReason>(),
    /** R4.81: the offerer agreed that accepting ends the downline's own higher-rate contracts. */
    agreeToTerminate: boolean('agree_to_terminate').notNull().default(false),
  },
  (table) => [
    index('agent_contracts_upline').on(table.uplineId, table.status),
    index('agent_contracts_downline').on(table.downlineId, table.kind, table.status),
    // At most one live contract and one open offer per downline and kind.
    uniqueIndex('agent_contracts_one_accepted')
      .on(table.downlineId, table.kind)
      .where(sql`${table.status} = 'accepted'`),
    uniqueIndex('agent_contracts_one_offered')
      .on(table.downlineId, table.kind)
      .where(sql`${table.status} = 'offered'`),
    check('agent_contracts_kind_check', inList('kind', AGENT_CONTRACT_KINDS)),
    check('agent_contracts_status_check', inList('status', AGENT_CONTRACT_STATUSES)),
    check('agent_contracts_rate_check', sql`${table.rateBp} between 1 and 10000`),
    check(
      'agent_contracts_thresholds_check',
      sql`${table.activeMembers} >= 0 and ${table.periodValidBet} >= 0 and ${table.periodProfitLoss} >= 0`,
    ),
  ],
);

/**
 * One settled period of one contract: the team's figures, the rule's outcome and what was paid. The
 * unique (contract, period) key is what makes settlement pay once: the row and the ledger credit are
 * written in one transaction, so a second process, a re-run or a crash mid-way never pays twice.
 */
export const agentContractPayments = pgTable(
  'agent_contract_payments',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    kind: varchar('kind', { length: 16 }).$type<AgentContractKind>().notNull(),
    /** The payee (the contract's downline) and the offerer. */
    memberId: memberRef(),
    uplineId: memberRef('upline_id'),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    periodLabel: varchar('period_label', { length: 32 }).notNull(),
    activeMembers: integer('active_members').notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    /** Wins minus stakes of the team, signed. */
    profit: bigint('profit', { mode: 'number' }).notNull(),
    basis: bigint('basis', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    outcome: varchar('outcome', { length: 24 }).notNull(),
    settledAt: instant('settled_at').notNull(),
  },
  (table) => [
    uniqueIndex('agent_contract_payments_period').on(table.contractId, table.periodStart),
    index('agent_contract_payments_member').on(table.memberId, table.kind, table.periodStart),
    index('agent_contract_payments_upline').on(table.uplineId, table.kind, table.periodStart),
    check('agent_contract_payments_amount_check', sql`${table.amount} >= 0 and ${table.basis} >= 0`),
  ],
);

export type AgentContractRow = typeof agentContracts.$inferSelect;
export type AgentContractPaymentRow = typeof agentContractPayments.$inferSelect;
