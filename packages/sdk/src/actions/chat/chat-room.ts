import { ApiError, ErrorCode } from '@lobbykit/api-client';
import {
  CHAT_RATE_WINDOW_SECONDS,
  type ChatMessage,
  type ChatRoom,
  chatMessage,
  chatRoomList,
  chatStream,
  chatTextProblem,
  launchChat,
  openStream,
  sendChatMessage,
} from '@lobbykit/api-client/chat';
import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { configuredFetch, getClient } from '../../client/configure';
import { $config } from '../../stores/config';
import { $session } from '../../stores/session';
import { failureOf } from '../failure';
import { openModal } from '../modal';
import { readEventStream } from './event-stream';

/** The chat room modal (R2.37), opened from the member area (R2.103). */
export const CHAT_ROOM_MODAL = 'chatRoom';
/** Messages a room keeps on screen; older ones drop off the top. */
export const CHAT_KEPT_MAX = 200;

/** R7.52: the merchant's rooms (anyone may see the list; opening one needs a real account). */
export function loadChatRooms(): Promise<ChatRoom[]> {
  return getClient().call(chatRoomList);
}

/** Opens the chat room modal on its room list, or straight in a room. */
export function openChatRoom(roomId?: number): void {
  openModal(CHAT_ROOM_MODAL, roomId ? { roomId } : {});
}

/**
 * `connecting` until the room and its history are in, `live` while the stream is open,
 * `reconnecting` after a drop (it comes back by itself), `failed` when the server refused for good
 * (`failure` is the error code: not_logged_in, in_need_true_account, not_found ...), `closed` after leave.
 */
export type ChatRoomStatus = 'connecting' | 'live' | 'reconnecting' | 'failed' | 'closed';

export interface ChatRoomState {
  status: ChatRoomStatus;
  room: ChatRoom | null;
  /** Oldest first, each once, at most CHAT_KEPT_MAX. */
  messages: ChatMessage[];
  failure: string | null;
}

export type ChatSendOutcome =
  | { status: 'sent'; message: ChatMessage }
  /** 'empty' is 'Please enter a message'; 'too_long' is over CHAT_TEXT_MAX characters. */
  | { status: 'invalid'; problem: 'empty' | 'too_long' }
  /** The per-member rate limit: the seconds to wait. */
  | { status: 'throttled'; retryAfter: number };

export interface LiveChatRoom {
  readonly $state: ReadableAtom<ChatRoomState>;
  /** Posts a message (checked first as the server will); other failures throw an ApiError. */
  send(text: string): Promise<ChatSendOutcome>;
  /** Closes the stream and stops reconnecting. */
  leave(): void;
}

export interface JoinOptions {
  /** The wait before reconnect number `attempt` (0, 1, ...); default 1 s doubling up to 15 s. */
  retryDelayMs?: (attempt: number) => number;
}

const defaultDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** attempt);

/** A refusal no retry changes: the caller is not allowed, or the room is not there. */
const refusedForGood = (error: unknown): boolean =>
  [400, 401, 403, 404].includes(failureOf(error).httpStatus);

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * R2.37, R7.53: enters a room as a real member: CBS_launchChat brings the room and its history,
 * then the room's stream (chatUrl) brings every new message live. When the stream drops it
 * reconnects with the last id it has, so nothing is missed and nothing shows twice.
 */
export function joinChatRoom(roomId: number, options: JoinOptions = {}): LiveChatRoom {
  const delay = options.retryDelayMs ?? defaultDelay;
  const $state = atom<ChatRoomState>({ status: 'connecting', room: null, messages: [], failure: null });
  const stop = new AbortController();
  // One key for the text being sent until the server answers for good: a retry is the same message.
  let pending: { text: string; key: string } | null = null;

  const patch = (next: Partial<ChatRoomState>) => {
    if (!stop.signal.aborted) $state.set({ ...$state.get(), ...next });
  };
  const fail = (error: unknown) => patch({ status: 'failed', failure: failureOf(error).errorCode });

  function merge(incoming: ChatMessage[]) {
    const byId = new Map($state.get().messages.map((message) => [message.id, message]));
    for (const message of incoming) byId.set(message.id, message);
    const messages = [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_KEPT_MAX);
    patch({ messages });
  }

  function onEvent(event: { event: string; data: string }) {
    if (event.event === 'ready') patch({ status: 'live', failure: null });
    else if (event.event === 'message') {
      const parsed = v.safeParse(chatMessage, JSON.parse(event.data));
      if (parsed.success) merge([parsed.output]);
    } else if (event.event === 'end') {
      // The session ended while the room was open (logout, expiry).
      throw new ApiError({ errorCode: ErrorCode.notLoggedIn, message: 'Not logged in' }, 401);
    }
  }

  async function run() {
    try {
      // A visitor is refused before asking (the call needs a token); a trial player by the server (R5.40).
      const opened = await getClient().call(launchChat, { roomId });
      patch({ room: opened.room });
      merge(opened.messages);
    } catch (error) {
      fail(error);
      return;
    }
    let attempt = 0;
    while (!stop.signal.aborted) {
      try {
        const after = $state.get().messages.at(-1)?.id;
        const { apiBase, merchantCode, language } = $config.get();
        const caller = {
          baseUrl: apiBase,
          merchant: merchantCode,
          language,
          token: $session.get().token,
          fetch: configuredFetch(),
        };
        const response = await openStream(
          caller,
          chatStream,
          { roomId, ...(after ? { after } : {}) },
          stop.signal,
        );
        await readEventStream(
          response.body as ReadableStream<Uint8Array>,
          (event) => {
            if (event.event === 'ready') attempt = 0;
            onEvent(event);
          },
          stop.signal,
        );
      } catch (error) {
        if (stop.signal.aborted) return;
        if (refusedForGood(error)) {
          fail(error);
          return;
        }
      }
      if (stop.signal.aborted) return;
      patch({ status: 'reconnecting' });
      await pause(delay(attempt++), stop.signal);
    }
  }
  void run();

  return {
    $state,
    async send(text) {
      const problem = chatTextProblem(text);
      if (problem) return { status: 'invalid', problem };
      const trimmed = text.trim();
      if (!pending || pending.text !== trimmed) pending = { text: trimmed, key: crypto.randomUUID() };
      try {
        const message = await getClient().call(sendChatMessage, {
          roomId,
          requestId: pending.key,
          text: trimmed,
        });
        pending = null;
        merge([message]);
        return { status: 'sent', message };
      } catch (error) {
        const failure = failureOf(error);
        if (failure.errorCode === ErrorCode.tooManyRequests) {
          return { status: 'throttled', retryAfter: failure.retryAfter ?? CHAT_RATE_WINDOW_SECONDS };
        }
        if (refusedForGood(error)) pending = null;
        throw error;
      }
    },
    leave() {
      patch({ status: 'closed' });
      stop.abort();
    },
  };
}
