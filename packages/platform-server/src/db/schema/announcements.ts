import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { merchantRef } from './merchants';

/** B banner, H home marquee, PL platform notice, PU popup, PR promotion popup (R9.02). */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
/** A signed-in, B anonymous, F first login (R4.39-R4.41). */
export type AnnouncementExecution = 'A' | 'B' | 'F';
export type LinkageType = 'NONE' | 'URL' | 'ROUTE' | 'GAME' | 'PROMOTION';

/** One language's words; a banner's image is per language because its headline is drawn into it. */
export interface AnnouncementText {
  title: string;
  /** Stored as the operator wrote it; the client sanitises it before showing it. */
  content: string;
  imageUrl?: string | undefined;
}

/** Banners, marquee notices and popups an operator publishes for one merchant. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    type: varchar('type', { length: 2 }).$type<AnnouncementType>().notNull(),
    executions: jsonb('executions').$type<AnnouncementExecution[]>().notNull(),
    /** Banners only: w_home or w_leftmenu (R3.09). */
    groupName: varchar('group_name', { length: 32 }),
    linkageType: varchar('linkage_type', { length: 16 }).$type<LinkageType>().notNull().default('NONE'),
    linkTarget: text('link_target').notNull().default(''),
    promotionType: varchar('promotion_type', { length: 32 }),
    /** By language code; a language without its own text shows the English one. */
    texts: jsonb('texts').$type<Record<string, AnnouncementText>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('announcements_merchant_order').on(table.merchantId, table.sortOrder),
    check('announcements_type_check', sql`${table.type} in ('B', 'PL', 'PU', 'PR', 'H')`),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
