import { ErrorCode, type ParsedRequestOf } from '@lobbykit/api-client';
import {
  CHAT_HISTORY_MAX,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  type ChatMessage,
  type ChatRoom,
  type sendChatMessage,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import {
  chatMessageByRequest,
  chatMessagesAfter,
  insertChatMessage,
  latestChatMessages,
  roomOfMerchant,
  roomsOfMerchant,
  type StoredChatMessage,
} from '../db/chat';
import type { Db } from '../db/database';
import type { ChatRoomRow, MemberRow, MerchantRow } from '../db/schema/index';
import type { ChatBell } from './chat-bell';
import { DomainError } from './domain-error';
import { maskName } from './rank-list';
import { type RateRule, withRateSlot } from './rate-limits';
import { requireRealAccount } from './trial-wall';

/** Messages one member may post in any 10 seconds, counted in the database so every process agrees. */
export const CHAT_RATE: RateRule = {
  bucket: 'chat',
  limit: CHAT_RATE_LIMIT,
  windowMs: CHAT_RATE_WINDOW_SECONDS * 1000,
  message: 'You are sending messages too fast, please wait a moment',
};

const roomOnWire = (row: ChatRoomRow): ChatRoom => ({
  id: row.id,
  name: row.name,
  topic: row.topic,
  language: row.language,
});

/** A stored message as `viewer` sees it: the sender masked, the text as written (never HTML). */
export const messageOnWire = ({ message, username }: StoredChatMessage, viewer: MemberRow): ChatMessage => ({
  id: message.id,
  roomId: message.roomId,
  sender: maskName(username),
  text: message.text,
  createdAt: message.createdAt.toISOString(),
  mine: message.memberId === viewer.id,
});

export interface ChatService {
  /** R7.52: the merchant's rooms, its own only. */
  rooms(merchant: MerchantRow): Promise<ChatRoom[]>;
  /** The room a real member of the merchant may open, or a refusal (another merchant's room is not found). */
  room(merchant: MerchantRow, member: MemberRow, roomId: number): Promise<ChatRoomRow>;
  /** The room's latest messages (no `after`) or those after `after`, oldest first. */
  messages(room: ChatRoomRow, viewer: MemberRow, after?: number): Promise<ChatMessage[]>;
  send(
    merchant: MerchantRow,
    member: MemberRow,
    input: ParsedRequestOf<typeof sendChatMessage>,
  ): Promise<ChatMessage>;
  readonly bell: ChatBell;
}

export function createChatService(deps: { db: Db; clock: Clock; bell: ChatBell }): ChatService {
  const { db, clock, bell } = deps;
  async function room(merchant: MerchantRow, member: MemberRow, roomId: number): Promise<ChatRoomRow> {
    // R5.40: the chat room is a member feature; trial players are told to register.
    requireRealAccount(member);
    const found = await roomOfMerchant(db, merchant.id, roomId);
    if (!found) throw new DomainError(ErrorCode.notFound, 'No such chat room', { field: 'roomId' });
    return found;
  }

  return {
    bell,
    async rooms(merchant) {
      return (await roomsOfMerchant(db, merchant.id)).map(roomOnWire);
    },
    room,
    async messages(chatRoom, viewer, after) {
      const rows =
        after === undefined
          ? await latestChatMessages(db, chatRoom.id, CHAT_HISTORY_MAX)
          : await chatMessagesAfter(db, chatRoom.id, after, CHAT_HISTORY_MAX);
      return rows.map((row) => messageOnWire(row, viewer));
    },
    async send(merchant, member, input) {
      const chatRoom = await room(merchant, member, input.roomId);
      const replay = await chatMessageByRequest(db, member.id, input.requestId);
      if (replay) return messageOnWire(replay, member);
      const stored = await withRateSlot(db, clock, CHAT_RATE, String(member.id), async () => {
        await insertChatMessage(db, {
          roomId: chatRoom.id,
          memberId: member.id,
          requestId: input.requestId,
          // As written, only trimmed by the contract: the widgets render it as text.
          text: input.text,
          createdAt: clock.now(),
        });
        // Two tabs sent the same requestId at once: the other one stored it.
        const row = await chatMessageByRequest(db, member.id, input.requestId);
        if (!row) throw new DomainError(ErrorCode.conflict, 'The message could not be stored');
        return row;
      });
      bell.ring(chatRoom.id);
      return messageOnWire(stored, member);
    },
  };
}
