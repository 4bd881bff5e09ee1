import * as v from 'valibot';
import { endpoint } from './endpoint';
import { bigintIdQuery, int4Id, int4IdQuery, isoDateTime } from './fields';
import { requestId } from './member-center/common';

/** Longest chat message, in characters after trimming: a few lines, never a wall of text. */
export const CHAT_TEXT_MAX = 500;
/** Messages one member may post in any rolling window (counted by the server, across processes). */
export const CHAT_RATE_LIMIT = 5;
export const CHAT_RATE_WINDOW_SECONDS = 10;
/** Messages a room shows when it opens (R2.103: the history), and a catch-up answers at most. */
export const CHAT_HISTORY_MAX = 50;

/** Which rule a message breaks before it is sent, or undefined. */
export function chatTextProblem(text: string): 'empty' | 'too_long' | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  return trimmed.length > CHAT_TEXT_MAX ? 'too_long' : undefined;
}

/** A chat room of the caller's merchant: its name and topic are written in the room's language. */
export const chatRoom = v.object({
  id: v.number(),
  name: v.string(),
  topic: v.string(),
  /** The language the room talks in (EN or one of the merchant's languages). */
  language: v.string(),
});
export type ChatRoom = v.InferOutput<typeof chatRoom>;

/**
 * One message as stored: the text exactly as written, shown as text and never as HTML. The sender
 * is masked as on the winners board; `mine` is true for the caller's own messages.
 */
export const chatMessage = v.object({
  id: v.number(),
  roomId: v.number(),
  sender: v.string(),
  text: v.string(),
  createdAt: isoDateTime,
  mine: v.boolean(),
});
export type ChatMessage = v.InferOutput<typeof chatMessage>;

/** R7.52: the live model list, here the chat rooms of the caller's merchant (anyone may look). */
export const chatRoomList = endpoint({
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  request: v.strictObject({}),
  response: v.array(chatRoom),
});

/**
 * R7.53: opens a room for a real member: `chatUrl` is the room's live stream (server-sent events,
 * `chatStream`), with the room and its latest messages so the room shows at once.
 */
export const launchChat = endpoint({
  method: 'POST',
  path: '/wps/relay/CBS_launchChat',
  auth: 'member',
  request: v.strictObject({ roomId: int4Id }),
  response: v.object({ chatUrl: v.string(), room: chatRoom, messages: v.array(chatMessage) }),
});

const chatText = v.pipe(
  v.string(),
  v.maxLength(CHAT_TEXT_MAX * 4, `A message is at most ${CHAT_TEXT_MAX} characters`),
  v.trim(),
  v.minLength(1, 'Please enter a message'),
  v.maxLength(CHAT_TEXT_MAX, `A message is at most ${CHAT_TEXT_MAX} characters`),
);

/**
 * Posts a message to a room: real members only, 1-500 characters, at most 5 per member in any
 * 10 seconds (429 with retryAfter). A replay of the requestId answers the first message.
 */
export const sendChatMessage = endpoint({
  method: 'POST',
  path: '/wps/chat/message',
  auth: 'member',
  request: v.strictObject({ roomId: int4Id, requestId, text: chatText }),
  response: chatMessage,
});

/** A room's messages after `after` (oldest first, at most 50), or its latest 50 without it. */
export const chatMessages = endpoint({
  method: 'GET',
  path: '/wps/chat/messages',
  auth: 'member',
  request: v.strictObject({ roomId: int4IdQuery, after: v.optional(bigintIdQuery) }),
  response: v.array(chatMessage),
});

/**
 * The room's live stream, `text/event-stream`: every new message as `event: message` with the
 * message as JSON data and its id as the event id; `after` (or Last-Event-ID) catches up first.
 * Not an envelope: read it with the client's `open`.
 */
export const chatStream = endpoint({
  method: 'GET',
  path: '/wps/chat/stream',
  auth: 'member',
  request: v.strictObject({ roomId: int4IdQuery, after: v.optional(bigintIdQuery) }),
  response: chatMessage,
});
