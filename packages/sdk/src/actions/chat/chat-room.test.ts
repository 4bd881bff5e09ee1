import { ErrorCode } from '@lobbykit/api-client';
import { chatRoomList, chatStream, launchChat, sendChatMessage } from '@lobbykit/api-client/chat';
import { failure } from '@lobbykit/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modal } from '../../stores/modal';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { signIn } from '../../testing/lobby-fixtures';
import { CHAT_ROOM_MODAL, joinChatRoom, type LiveChatRoom, loadChatRooms, openChatRoom } from './chat-room';

const STREAM = chatStream.path;
const room = { id: 4, name: 'Lobby', topic: 'Say hello', language: 'EN' };
const message = (id: number, text: string, mine = false) => ({
  id,
  roomId: room.id,
  sender: mine ? 'de***01' : 'ag***01',
  text,
  createdAt: '2026-01-15T08:00:00.000Z',
  mine,
});

/** A server-sent events response the test writes to. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: unknown, id?: number) {
      const idLine = id === undefined ? '' : `id: ${id}\n`;
      controller.enqueue(
        encoder.encode(`: keep-alive\n\nevent: ${event}\ndata: ${JSON.stringify(data)}\n${idLine}\n`),
      );
    },
    drop: () => controller.close(),
  };
}

let harness: Harness;
let joined: LiveChatRoom | undefined;
beforeEach(() => {
  harness = setUpRuntime();
});
afterEach(() => {
  joined?.leave();
  joined = undefined;
  $modal.set(null);
});

describe('chat room (R2.37)', () => {
  it('R7.52 lists the rooms from /wps/relay/CBS_modelList and opens the chat room modal', async () => {
    harness.platform.on(chatRoomList, [room]);
    expect(await loadChatRooms()).toEqual([room]);
    openChatRoom(room.id);
    expect($modal.get()).toEqual({ name: CHAT_ROOM_MODAL, props: { roomId: room.id } });
  });

  it('R7.53 opens the room through CBS_launchChat, shows its history, then messages arrive live on the stream', async () => {
    await signIn(harness);
    const stream = eventStream();
    harness.platform.on(launchChat, {
      chatUrl: `http://api.test${STREAM}?roomId=4`,
      room,
      messages: [message(1, 'hi')],
    });
    harness.platform.on(chatStream, () => stream.response);
    joined = joinChatRoom(room.id);
    await vi.waitFor(() => expect(harness.platform.calls(chatStream)).toHaveLength(1));
    expect(harness.platform.calls(launchChat)[0]?.body).toEqual({ roomId: 4 });
    const opened = harness.platform.calls(chatStream)[0]!;
    expect(opened.query.get('after')).toBe('1');
    expect(opened.headers.get('Authorization')).toBe('tok-123');
    stream.send('ready', { roomId: 4, after: 1 });
    stream.send('message', message(2, '<b>not bold</b>'), 2);
    await vi.waitFor(() =>
      expect(joined!.$state.get().messages.map((m) => m.text)).toEqual(['hi', '<b>not bold</b>']),
    );
    expect(joined.$state.get()).toMatchObject({ status: 'live', room });
  });

  it('R2.37 reconnects after a drop with the last id it has, so nothing is missed or shown twice', async () => {
    await signIn(harness);
    const first = eventStream();
    const second = eventStream();
    const streams = [first, second];
    harness.platform.on(launchChat, { chatUrl: STREAM, room, messages: [] });
    harness.platform.on(chatStream, () => streams.shift()!.response);
    joined = joinChatRoom(room.id, { retryDelayMs: () => 5 });
    await vi.waitFor(() => expect(harness.platform.calls(chatStream)).toHaveLength(1));
    expect(harness.platform.calls(chatStream)[0]?.query.has('after')).toBe(false);
    first.send('ready', {});
    first.send('message', message(7, 'before the drop'), 7);
    await vi.waitFor(() => expect(joined!.$state.get().messages).toHaveLength(1));
    first.drop();
    await vi.waitFor(() => expect(harness.platform.calls(chatStream)).toHaveLength(2));
    expect(harness.platform.calls(chatStream)[1]?.query.get('after')).toBe('7');
    second.send('ready', {});
    second.send('message', message(7, 'before the drop'), 7);
    second.send('message', message(8, 'after the drop'), 8);
    await vi.waitFor(() => expect(joined!.$state.get().messages.map((m) => m.id)).toEqual([7, 8]));
    expect(joined.$state.get().status).toBe('live');
  });

  it('R2.37 sends trimmed text once per requestId; empty or over 500 characters is refused before sending', async () => {
    await signIn(harness);
    harness.platform.on(launchChat, { chatUrl: STREAM, room, messages: [] });
    harness.platform.on(chatStream, () => eventStream().response);
    let answers = [
      failure(ErrorCode.tooManyRequests, { retryAfter: 6 }),
      message(9, '<script>x</script>', true),
    ];
    harness.platform.on(sendChatMessage, () => answers.shift()!);
    joined = joinChatRoom(room.id);
    expect(await joined.send('   ')).toEqual({ status: 'invalid', problem: 'empty' });
    expect(await joined.send('x'.repeat(501))).toEqual({ status: 'invalid', problem: 'too_long' });
    expect(harness.platform.calls(sendChatMessage)).toHaveLength(0);
    expect(await joined.send(' <script>x</script> ')).toEqual({ status: 'throttled', retryAfter: 6 });
    const sent = await joined.send('<script>x</script>');
    expect(sent.status).toBe('sent');
    const [throttled, retried] = harness.platform
      .calls(sendChatMessage)
      .map((call) => call.body as { requestId: string; text: string }) as [
      { requestId: string; text: string },
      { requestId: string },
    ];
    expect(throttled.text).toBe('<script>x</script>');
    expect(retried.requestId).toBe(throttled.requestId);
    expect(joined.$state.get().messages.map((m) => m.text)).toEqual(['<script>x</script>']);
    answers = [message(10, 'next', true)];
    await joined.send('next');
    const next = harness.platform.calls(sendChatMessage)[2]!.body as { requestId: string };
    expect(next.requestId).not.toBe(throttled.requestId);
  });

  it('R5.40 a guest is refused before any call, a trial player by the server; a room of another merchant fails without reconnecting', async () => {
    joined = joinChatRoom(room.id);
    await vi.waitFor(() =>
      expect(joined!.$state.get()).toMatchObject({ status: 'failed', failure: 'not_logged_in' }),
    );
    expect(harness.platform.calls(launchChat)).toHaveLength(0);
    joined.leave();
    await signIn(harness, 4);
    harness.platform.fail(launchChat, ErrorCode.trialAccount);
    joined = joinChatRoom(room.id);
    await vi.waitFor(() => expect(joined!.$state.get().failure).toBe('in_need_true_account'));
    joined.leave();
    await signIn(harness);
    harness.platform.fail(launchChat, ErrorCode.notFound);
    joined = joinChatRoom(99);
    await vi.waitFor(() => expect(joined!.$state.get().failure).toBe('not_found'));
    expect(harness.platform.calls(chatStream)).toHaveLength(0);
  });
});
