import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type ContentSection, type HelpTopicRow, helpTopics } from './schema/index';

/**
 * Every topic of a merchant's section (the help center unless told: the blog, the app install guides)
 * in every language, in the operator's order.
 */
export function helpTopicsOf(
  db: Db,
  merchantId: number,
  section: ContentSection = 'help',
): Promise<HelpTopicRow[]> {
  return db
    .select()
    .from(helpTopics)
    .where(and(eq(helpTopics.merchantId, merchantId), eq(helpTopics.section, section)))
    .orderBy(asc(helpTopics.sortOrder), asc(helpTopics.key), asc(helpTopics.language));
}

export interface HelpTopicWrite {
  merchantId: number;
  section: ContentSection;
  key: string;
  language: string;
  title: string;
  content: string;
  sortOrder: number | undefined;
  updatedAt: Date;
}

/**
 * Writes one topic in one language. Without a sortOrder an existing row keeps its place and a new
 * one takes the place its key already has in another language, else goes last. Answers whether the
 * row is new.
 */
export async function upsertHelpTopic(db: Db, write: HelpTopicWrite): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const sameKey = and(
      eq(helpTopics.merchantId, write.merchantId),
      eq(helpTopics.section, write.section),
      eq(helpTopics.key, write.key),
    );
    const [existing] = await tx
      .select()
      .from(helpTopics)
      .where(and(sameKey, eq(helpTopics.language, write.language)))
      .for('update');
    if (existing) {
      await tx
        .update(helpTopics)
        .set({
          title: write.title,
          content: write.content,
          sortOrder: write.sortOrder ?? existing.sortOrder,
          updatedAt: write.updatedAt,
        })
        .where(eq(helpTopics.id, existing.id));
      return { created: false };
    }
    let sortOrder = write.sortOrder;
    if (sortOrder === undefined) {
      const [sibling] = await tx
        .select({ sortOrder: helpTopics.sortOrder })
        .from(helpTopics)
        .where(sameKey)
        .limit(1);
      const [last] = await tx
        .select({ value: max(helpTopics.sortOrder) })
        .from(helpTopics)
        .where(and(eq(helpTopics.merchantId, write.merchantId), eq(helpTopics.section, write.section)));
      sortOrder = sibling?.sortOrder ?? (last?.value ?? -10) + 10;
    }
    // A concurrent insert of the same row makes this an update instead of a unique-key failure.
    const inserted = await tx
      .insert(helpTopics)
      .values({ ...write, sortOrder })
      .onConflictDoUpdate({
        target: [helpTopics.merchantId, helpTopics.section, helpTopics.key, helpTopics.language],
        set: { title: write.title, content: write.content, updatedAt: write.updatedAt },
      })
      .returning({ isNew: sql<boolean>`xmax = 0` });
    return { created: inserted[0]?.isNew ?? true };
  });
}

/** The demo topics, once per merchant (the seed's marker guards the whole run). */
export async function insertHelpTopics(db: Db, rows: (typeof helpTopics.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(helpTopics).values(rows);
}
