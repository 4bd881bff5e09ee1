import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from './database';
import { type ChatMessageRow, type ChatRoomRow, chatMessages, chatRooms, members } from './schema/index';

export type NewChatRoom = Omit<typeof chatRooms.$inferInsert, 'id'>;
export type NewChatMessage = Omit<typeof chatMessages.$inferInsert, 'id'>;

/** A message with the username of who wrote it. */
export interface StoredChatMessage {
  message: ChatMessageRow;
  username: string;
}

export const roomsOfMerchant = (db: Db, merchantId: number): Promise<ChatRoomRow[]> =>
  db
    .select()
    .from(chatRooms)
    .where(eq(chatRooms.merchantId, merchantId))
    .orderBy(asc(chatRooms.sortOrder), asc(chatRooms.id));

/** The room when it is the merchant's; another merchant's room is as good as missing. */
export async function roomOfMerchant(db: Db, merchantId: number, roomId: number) {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), eq(chatRooms.merchantId, merchantId)))
    .limit(1);
  return row;
}

export async function insertChatRooms(db: Db, rows: NewChatRoom[]): Promise<void> {
  if (rows.length > 0) await db.insert(chatRooms).values(rows).onConflictDoNothing();
}

const withSender = { message: chatMessages, username: members.username };

/** Stores a message; undefined when the member's requestId is taken (a replay). */
export async function insertChatMessage(db: Db, row: NewChatMessage): Promise<ChatMessageRow | undefined> {
  const [created] = await db.insert(chatMessages).values(row).onConflictDoNothing().returning();
  return created;
}

export async function chatMessageByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select(withSender)
    .from(chatMessages)
    .innerJoin(members, eq(members.id, chatMessages.memberId))
    .where(and(eq(chatMessages.memberId, memberId), eq(chatMessages.requestId, requestId)))
    .limit(1);
  return row;
}

/** The room's latest `limit` messages, oldest first. */
export async function latestChatMessages(
  db: Db,
  roomId: number,
  limit: number,
): Promise<StoredChatMessage[]> {
  const rows = await db
    .select(withSender)
    .from(chatMessages)
    .innerJoin(members, eq(members.id, chatMessages.memberId))
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The room's messages after id `after`, oldest first, at most `limit`. */
export const chatMessagesAfter = (
  db: Db,
  roomId: number,
  after: number,
  limit: number,
): Promise<StoredChatMessage[]> =>
  db
    .select(withSender)
    .from(chatMessages)
    .innerJoin(members, eq(members.id, chatMessages.memberId))
    .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
