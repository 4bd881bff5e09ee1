import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type AnnouncementRow, type AnnouncementType, announcements } from './schema/index';

/** A merchant's announcements of the given types that are live at `now`, in the operator's order. */
export function liveAnnouncements(
  db: Db,
  merchantId: number,
  types: AnnouncementType[],
  now: Date,
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, merchantId),
        sql`${announcements.type} in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})`,
        or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(asc(announcements.sortOrder), asc(announcements.id));
}

export async function insertAnnouncement(
  db: Db,
  row: typeof announcements.$inferInsert,
): Promise<AnnouncementRow> {
  const [inserted] = await db.insert(announcements).values(row).returning();
  return inserted!;
}
