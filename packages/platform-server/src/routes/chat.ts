import { ErrorCode, firstIssue, Header } from '@lobbykit/api-client';
import {
  CHAT_HISTORY_MAX,
  chatMessages,
  chatRoomList,
  chatStream,
  launchChat,
  sendChatMessage,
} from '@lobbykit/api-client/contract';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as v from 'valibot';
import type { AppContext, AppEnv } from '../http/app-env';
import { type Bind, signedIn } from '../http/bind';
import { requestMerchant } from '../http/merchant';
import type { ChatService } from '../services/chat';
import { DomainError } from '../services/domain-error';
import type { SessionService } from '../services/session';

/** A stream looks at the database this often even when no bell rang (a notification lost between instances). */
export const CHAT_POLL_MS = 5_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;
/** The session is checked again this often: a logout or an expiry ends the stream. */
const SESSION_RECHECK_MS = 60_000;

/** R2.37 the chat room: the room list (R7.52), opening a room (R7.53), posting and reading messages. */
export function chatRoutes(bind: Bind, chat: ChatService): void {
  bind(chatRoomList, (_input, call) => chat.rooms(call.merchant));
  bind(launchChat, async (input, call) => {
    const { member } = signedIn(call);
    const room = await chat.room(call.merchant, member, input.roomId);
    return {
      chatUrl: `${call.baseUrl}${chatStream.path}?roomId=${room.id}`,
      room: { id: room.id, name: room.name, topic: room.topic, language: room.language },
      messages: await chat.messages(room, member),
    };
  });
  bind(sendChatMessage, (input, call) => chat.send(call.merchant, signedIn(call).member, input));
  bind(chatMessages, async (input, call) => {
    const { member } = signedIn(call);
    return chat.messages(await chat.room(call.merchant, member, input.roomId), member, input.after);
  });
}

export interface ChatStreamDeps {
  sessions: SessionService;
  chat: ChatService;
}

const lastEventId = (c: AppContext): number | undefined => {
  const id = c.req.header('Last-Event-ID')?.trim();
  return id && /^\d{1,15}$/.test(id) ? Number(id) : undefined;
};

/**
 * The room's live stream (chatUrl of R7.53), server-sent events over the Node adapter: a stream
 * waits on the room's bell (rung by every stored message, on any instance) and sends what was
 * stored after the last id it sent, so a reconnect with `after` or Last-Event-ID misses nothing.
 */
export function chatStreamRoute(app: Hono<AppEnv>, deps: ChatStreamDeps): void {
  app.get(chatStream.path, async (c) => {
    const merchant = requestMerchant(c);
    if (merchant.systemStatus !== 0) throw new DomainError(ErrorCode.maintenance, 'System maintenance');
    const token = c.req.header(Header.authorization)?.trim();
    const auth = token ? await deps.sessions.authenticate(token, merchant) : undefined;
    if (!token || !auth) throw new DomainError(ErrorCode.notLoggedIn, 'You are not logged in, please login');
    const parsed = v.safeParse(chatStream.request, c.req.query());
    if (!parsed.success) {
      const issue = firstIssue(parsed.issues);
      throw new DomainError(ErrorCode.validation, issue.message, { field: issue.field });
    }
    const room = await deps.chat.room(merchant, auth.member, parsed.output.roomId);
    let after = parsed.output.after ?? lastEventId(c);
    if (after === undefined) {
      // Nothing asked for: the stream starts at the newest message (launchChat brought the history).
      after = (await deps.chat.messages(room, auth.member)).at(-1)?.id ?? 0;
    }

    return streamSSE(c, async (stream) => {
      const closed = new AbortController();
      stream.onAbort(() => closed.abort());
      let checkedAt = Date.now();
      let wroteAt = Date.now();
      await stream.writeSSE({
        event: 'ready',
        data: JSON.stringify({ roomId: room.id, after }),
        retry: 3000,
      });
      while (!closed.signal.aborted && !stream.closed) {
        // Armed before looking, so a message stored while we look still wakes us.
        const rung = deps.chat.bell.wait(room.id, CHAT_POLL_MS, closed.signal);
        const fresh = await deps.chat.messages(room, auth.member, after);
        for (const message of fresh) {
          await stream.writeSSE({ event: 'message', id: String(message.id), data: JSON.stringify(message) });
          after = message.id;
          wroteAt = Date.now();
        }
        if (fresh.length === CHAT_HISTORY_MAX) continue;
        if (Date.now() - checkedAt > SESSION_RECHECK_MS) {
          checkedAt = Date.now();
          if (!(await deps.sessions.authenticate(token, merchant))) {
            await stream.writeSSE({
              event: 'end',
              data: JSON.stringify({ errorCode: ErrorCode.notLoggedIn }),
            });
            break;
          }
        }
        if (Date.now() - wroteAt > KEEP_ALIVE_MS) {
          await stream.write(': keep-alive\n\n');
          wroteAt = Date.now();
        }
        await rung;
      }
      closed.abort();
    });
  });
}
