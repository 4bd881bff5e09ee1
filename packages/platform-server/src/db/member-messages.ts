import { TRIAL_TYPE } from '@lobbykit/api-client';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from './database';
import { memberMessages, members } from './schema/index';

export type MessageStatus = 'all' | 'read' | 'unread';

export type NewMemberMessage = Omit<typeof memberMessages.$inferInsert, 'id' | 'deletedAt'>;

const visibleTo = (memberId: number) =>
  and(eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt));

const statusWhere = (status: MessageStatus) =>
  status === 'read'
    ? isNotNull(memberMessages.readAt)
    : status === 'unread'
      ? isNull(memberMessages.readAt)
      : undefined;

/** A page of the member's messages, newest first, and how many match. */
export async function messagesPage(
  db: Db,
  memberId: number,
  status: MessageStatus,
  slice: { offset: number; limit: number },
) {
  const where = and(visibleTo(memberId), statusWhere(status));
  const rows = await db
    .select()
    .from(memberMessages)
    .where(where)
    .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
    .offset(slice.offset)
    .limit(slice.limit);
  const [count] = await db.select({ total: sql<string>`count(*)` }).from(memberMessages).where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function countUnreadMessages(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`count(*)` })
    .from(memberMessages)
    .where(and(visibleTo(memberId), isNull(memberMessages.readAt)));
  return Number(row?.total ?? 0);
}

/** Marks the member's own messages read (at `at`) or unread; ids of others' messages change nothing. */
export async function markMessagesRead(db: Db, memberId: number, ids: number[], at: Date | null) {
  await db
    .update(memberMessages)
    .set({ readAt: at })
    .where(and(visibleTo(memberId), inArray(memberMessages.id, ids)));
}

export async function deleteMemberMessages(db: Db, memberId: number, ids: number[], at: Date) {
  await db
    .update(memberMessages)
    .set({ deletedAt: at })
    .where(and(visibleTo(memberId), inArray(memberMessages.id, ids)));
}

export async function insertMessages(db: Db, rows: NewMemberMessage[]): Promise<number> {
  // In batches: a message to every member of a large merchant stays under Postgres' parameter limit.
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(memberMessages).values(rows.slice(start, start + 500));
  }
  return rows.length;
}

/** Members of a merchant who receive a message sent to everyone: every account but trial players. */
export function messageRecipientsOf(db: Db, merchantId: number): Promise<{ id: number }[]> {
  return db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), ne(members.type, TRIAL_TYPE)));
}
