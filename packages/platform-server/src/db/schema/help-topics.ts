import { integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { merchantRef } from './merchants';

/** Which seeded content a row belongs to: the help center, the blog or the app install guides (R2.103). */
export const CONTENT_SECTIONS = ['help', 'blog', 'guide'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/**
 * The help center's topics (R2.04, R7.18), and the blog posts and app install guides (R2.103) kept
 * and served the same way: one row per merchant, section, topic and language. A language without
 * its own row shows the English one.
 */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    section: varchar('section', { length: 8 }).$type<ContentSection>().notNull().default('help'),
    /** The anchor: about, term, privacy, responsible, faq, deposit, withdraw ... */
    key: varchar('key', { length: 32 }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Stored as the operator wrote it; the client sanitises it before showing it. */
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    unique('help_topics_merchant_section_key_language').on(
      table.merchantId,
      table.section,
      table.key,
      table.language,
    ),
  ],
);

export type HelpTopicRow = typeof helpTopics.$inferSelect;
