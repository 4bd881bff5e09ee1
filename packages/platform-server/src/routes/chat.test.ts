import { ErrorCode, freePlay, Header } from '@lobbykit/api-client';
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  CHAT_TEXT_MAX,
  type ChatMessage,
  chatMessages,
  chatRoomList,
  chatStream,
  launchChat,
  sendChatMessage,
} from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, newRequestId } from '../testing/cashier';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();
let demo01: string;
let agent01: string;
let lobbyId: number;
beforeEach(async () => {
  demo01 = await t.tokenFor('demo01', DEMO_PASSWORD);
  agent01 = await t.tokenFor('agent01', 'Agent1234');
  lobbyId = (await t.value(chatRoomList)).find((room) => room.name === 'Lobby')!.id;
});

const post = (text: string, token = demo01, roomId = lobbyId, requestId = newRequestId()) =>
  t.request(sendChatMessage.method, sendChatMessage.path, { token, body: { roomId, requestId, text } });
const history = (token = demo01, roomId = lobbyId) =>
  t.value(chatMessages, { token, query: { roomId: String(roomId) } });

/** Reads a room's stream until `count` messages came, as the sdk does. */
async function streamed(
  token: string,
  query: Record<string, string>,
  count: number,
  whileOpen?: () => Promise<void>,
) {
  const response = await t.platform.fetch(
    new Request(`http://platform.test${chatStream.path}?${new URLSearchParams(query)}`, {
      headers: { [Header.authorization]: token, [Header.merchant]: 'ph', Accept: 'text/event-stream' },
    }),
  );
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const messages: ChatMessage[] = [];
  let buffer = '';
  let opened = false;
  try {
    while (messages.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'ready' && !opened) {
          opened = true;
          void whileOpen?.();
        }
        if (event === 'message' && data) messages.push(JSON.parse(data));
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    await reader.cancel();
  }
  return messages;
}

describe('R2.37 chat room', () => {
  it("R7.52 CBS_modelList lists the merchant's own rooms in EN and its language, never another merchant's", async () => {
    const ph = await t.value(chatRoomList);
    const bd = await t.value(chatRoomList, { merchant: 'bd' });
    expect(new Set(ph.map((room) => room.language))).toEqual(new Set(['EN', 'TY']));
    expect(new Set(bd.map((room) => room.language))).toEqual(new Set(['EN', 'BN']));
    expect(ph.map((room) => room.name)).toContain('Kwentuhan');
    const phIds = new Set(ph.map((room) => room.id));
    expect(bd.some((room) => phIds.has(room.id))).toBe(false);
  });

  it('R7.53 CBS_launchChat opens a room with value.chatUrl (its live stream) and the history, oldest first', async () => {
    await post('first');
    await post('second', agent01);
    const opened = await t.value(launchChat, { token: demo01, body: { roomId: lobbyId } });
    expect(opened.chatUrl).toMatch(new RegExp(`${chatStream.path}\\?roomId=${lobbyId}$`));
    expect(opened.room.name).toBe('Lobby');
    expect(opened.messages.map((message) => [message.text, message.sender, message.mine])).toEqual([
      ['first', 'de***01', true],
      ['second', 'ag***01', false],
    ]);
  });

  it('R2.37 chat text with markup and scripts is stored and answered as the text written, never as HTML', async () => {
    const markup = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>bold</b>';
    const answer = await post(`  ${markup}  `);
    expect(answer.status).toBe(200);
    expect((answer.body.value as ChatMessage).text).toBe(markup);
    expect((await history(agent01)).at(-1)?.text).toBe(markup);
  });

  it('R2.37 a message is 1 to 500 characters: empty and longer are refused and nothing is stored', async () => {
    expect((await post('   ')).status).toBe(400);
    const long = await post('x'.repeat(CHAT_TEXT_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('text');
    expect((await post('x'.repeat(CHAT_TEXT_MAX))).status).toBe(200);
    expect(await history()).toHaveLength(1);
  });

  it('R2.37 rate limits messages per member: the 6th in 10 seconds gets 429 with retryAfter, another member still posts', async () => {
    for (let i = 0; i < CHAT_RATE_LIMIT; i++) expect((await post(`m${i}`)).status).toBe(200);
    const refused = await post('one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe(ErrorCode.tooManyRequests);
    expect(refused.body.retryAfter).toBeGreaterThan(0);
    expect((await post('hello', agent01)).status).toBe(200);
    t.clock.advance(CHAT_RATE_WINDOW_SECONDS * 1000);
    expect((await post('later')).status).toBe(200);
    expect((await history()).map((message) => message.text)).not.toContain('one too many');
  });

  it('R2.37 a replay of the requestId answers the first message and stores it once', async () => {
    const requestId = newRequestId();
    const first = await post('once', demo01, lobbyId, requestId);
    const again = await post('once', demo01, lobbyId, requestId);
    expect((again.body.value as ChatMessage).id).toBe((first.body.value as ChatMessage).id);
    expect(await history()).toHaveLength(1);
  });

  it('R5.40 a non-member is refused: a visitor gets 401, a trial player in_need_true_account', async () => {
    const anonymous = await t.request(launchChat.method, launchChat.path, { body: { roomId: lobbyId } });
    expect(anonymous.status).toBe(401);
    const free = await t.request('POST', freePlay.path, {
      ip: '198.51.100.79',
      body: await encryptedBody(t.platform, { platform: 'W' }),
    });
    const trial = (free.body.value as { token: string }).token;
    const refused = await post('hi', trial);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe(ErrorCode.trialAccount);
    const stream = await t.request('GET', chatStream.path, { query: { roomId: String(lobbyId) } });
    expect(stream.status).toBe(401);
    expect(await history()).toEqual([]);
  });

  it('R2.37 a member opening the stream gets its ready event first, and leaving closes it', async () => {
    const stream = await t.request('GET', chatStream.path, {
      token: demo01,
      query: { roomId: String(lobbyId) },
    });
    expect(stream.status).toBe(200);
    expect(stream.body.value).toMatchObject({ event: 'ready' });
    expect(JSON.parse((stream.body.value as { data: string }).data)).toMatchObject({ roomId: lobbyId });
  });

  it("R2.37 another merchant's room is not found, to open, read or post in", async () => {
    const bdRoom = (await t.value(chatRoomList, { merchant: 'bd' }))[0]!.id;
    const opened = await t.request(launchChat.method, launchChat.path, {
      token: demo01,
      body: { roomId: bdRoom },
    });
    expect(opened.status).toBe(404);
    expect((await post('hi', demo01, bdRoom)).status).toBe(404);
    const read = await t.request('GET', chatMessages.path, {
      token: demo01,
      query: { roomId: String(bdRoom) },
    });
    expect(read.status).toBe(404);
  });

  it("R2.37 a message posted by one player reaches the other's open stream at once", async () => {
    const started = Date.now();
    const seen = await streamed(agent01, { roomId: String(lobbyId) }, 1, async () => {
      expect((await post('<i>live</i>')).status).toBe(200);
    });
    expect(seen.map((message) => [message.text, message.sender, message.mine])).toEqual([
      ['<i>live</i>', 'de***01', false],
    ]);
    // The bell, not the 5 s look-again, brought it.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('R2.37 a reconnect with after= gets what was posted while it was away, in order', async () => {
    const first = (await post('before')).body.value as ChatMessage;
    await post('missed one');
    await post('missed two', agent01);
    const seen = await streamed(agent01, { roomId: String(lobbyId), after: String(first.id) }, 2);
    expect(seen.map((message) => message.text)).toEqual(['missed one', 'missed two']);
  });
});
