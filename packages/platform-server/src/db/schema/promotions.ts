import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { memberRef } from './members';
import { merchantRef } from './merchants';

/** Copies of the contract's lists for drizzle-kit (the schema does not import the contract). */
export type PromotionTypeCode = 'newbie' | 'limited' | 'specialOffer' | 'daily' | 'highRebate' | 'vip';
export type PromotionKind =
  | 'firstDeposit'
  | 'depositAmount'
  | 'turnover'
  | 'daily'
  | 'rebate'
  | 'vipLevel'
  | 'manual'
  | 'raffle';
export type PromotionPeriodCode = 'once' | 'daily' | 'weekly' | 'monthly';
export type PromotionClaimSource = 'claim' | 'raffle' | 'application';

/** A raffle prize in minor units, drawn by integer weight. */
export interface RafflePrize {
  amount: number;
  weight: number;
}

/**
 * A merchant's promotion (R3.37). Amounts are minor units; percentages are basis points
 * (0.8% -> 80) and the turnover multiple hundredths, so every rule is integer arithmetic.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 64 }).notNull(),
    type: varchar('type', { length: 16 }).$type<PromotionTypeCode>().notNull(),
    kind: varchar('kind', { length: 16 }).$type<PromotionKind>().notNull(),
    period: varchar('period', { length: 8 }).$type<PromotionPeriodCode>().notNull(),
    requiresJoin: boolean('requires_join').notNull().default(false),
    minDeposit: bigint('min_deposit', { mode: 'number' }),
    requiredTurnover: bigint('required_turnover', { mode: 'number' }),
    rebateBp: integer('rebate_bp'),
    minVipLevel: integer('min_vip_level'),
    fixedAmount: bigint('fixed_amount', { mode: 'number' }),
    bonusBp: integer('bonus_bp'),
    maxAmount: bigint('max_amount', { mode: 'number' }),
    turnoverMultipleHundredths: integer('turnover_multiple_hundredths').notNull(),
    rafflePrizes: jsonb('raffle_prizes').$type<RafflePrize[]>().notNull().default([]),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(100),
    bannerHue: integer('banner_hue').notNull().default(210),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('promotions_merchant_code').on(table.merchantId, table.code),
    index('promotions_merchant_sort').on(table.merchantId, table.sortOrder),
    check(
      'promotions_amounts_check',
      sql`coalesce(${table.minDeposit}, 0) >= 0 and coalesce(${table.requiredTurnover}, 0) >= 0
        and coalesce(${table.fixedAmount}, 0) >= 0 and coalesce(${table.maxAmount}, 0) >= 0
        and coalesce(${table.rebateBp}, 0) between 0 and 10000 and coalesce(${table.bonusBp}, 0) between 0 and 10000`,
    ),
  ],
);

/** A promotion's words in one language; EN is the fallback. */
export const promotionTexts = pgTable(
  'promotion_texts',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 8 }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Rich text (HTML) as the operator wrote it: clients sanitise it. */
    terms: text('terms').notNull(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.language] })],
);

/** An operator's uploaded banner (checked png or jpeg bytes, base64); without one the art is drawn. */
export const promotionBanners = pgTable('promotion_banners', {
  promotionId: integer('promotion_id')
    .primaryKey()
    .references(() => promotions.id, { onDelete: 'cascade' }),
  mediaType: varchar('media_type', { length: 16 }).notNull(),
  base64: text('base64').notNull(),
});

/** A member joined a promotion that counts from the join. */
export const promotionJoins = pgTable(
  'promotion_joins',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    joinedAt: instant('joined_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.memberId] })],
);

/**
 * A bonus paid: one row per (promotion, member, period), the unique key that pays once whatever
 * races; the ledger credit (key `promotion:<id>:<period>` on the member's main wallet) is written
 * in the same transaction.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    /** The period's label (2026-01-15, 2026-01, `once`) in the merchant's time zone. */
    periodLabel: varchar('period_label', { length: 32 }).notNull(),
    source: varchar('source', { length: 12 }).$type<PromotionClaimSource>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    turnoverAdded: bigint('turnover_added', { mode: 'number' }).notNull(),
    /** The client's key (a claim) or `application:<id>` (an approval): a replay answers this row. */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    claimedAt: instant('claimed_at').notNull(),
  },
  (table) => [
    uniqueIndex('promotion_claims_once').on(table.promotionId, table.memberId, table.periodLabel),
    uniqueIndex('promotion_claims_member_request').on(table.memberId, table.requestId),
    check('promotion_claims_amount_check', sql`${table.amount} > 0 and ${table.turnoverAdded} >= 0`),
  ],
);

/** A manual promotion's application (R4.74); one waits per promotion and member at a time. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    remark: text('remark').notNull(),
    status: varchar('status', { length: 12 })
      .$type<'IN_PROCESS' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('IN_PROCESS'),
    rejectReason: text('reject_reason'),
    /** Minor units credited on approval. */
    amount: bigint('amount', { mode: 'number' }),
    /** The period it applies for, so an approval pays that period once. */
    periodLabel: varchar('period_label', { length: 32 }).notNull(),
    createdAt: instant('created_at').notNull(),
    reviewedAt: instant('reviewed_at'),
  },
  (table) => [
    uniqueIndex('promotion_applications_member_request').on(table.memberId, table.requestId),
    uniqueIndex('promotion_applications_one_waiting')
      .on(table.promotionId, table.memberId)
      .where(sql`${table.status} = 'IN_PROCESS'`),
    index('promotion_applications_merchant_status').on(table.merchantId, table.status),
    index('promotion_applications_member_created').on(table.memberId, table.createdAt),
    check(
      'promotion_applications_status_check',
      sql`${table.status} in ('IN_PROCESS', 'APPROVED', 'REJECTED')`,
    ),
  ],
);

/** An application's images: checked png or jpeg bytes, base64. */
export const promotionApplicationImages = pgTable('promotion_application_images', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => promotionApplications.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  mediaType: varchar('media_type', { length: 16 }).notNull(),
  base64: text('base64').notNull(),
});

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionTextRow = typeof promotionTexts.$inferSelect;
export type PromotionClaimRow = typeof promotionClaims.$inferSelect;
export type PromotionApplicationRow = typeof promotionApplications.$inferSelect;
