import { ErrorCode } from '@lobbykit/api-client';
import { chatRoomList, chatStream, launchChat, sendChatMessage } from '@lobbykit/api-client/contract';
import { type FakePlatform, failure } from '@lobbykit/api-client/testing';

/**
 * The stand-in platform's chat room (R7.52, R7.53): the merchant's rooms, a room with a history
 * (markup included, shown as text), a stream on which another player writes every few seconds, or
 * one that keeps dropping; a send stored, or refused by the rate limit.
 */
export interface ChatRoomScenario {
  rooms?: 'some' | 'none' | 'failing';
  stream?: 'live' | 'dropping';
  send?: 'ok' | 'tooMany';
}

const roomsOf: Record<string, { id: number; name: string; topic: string; language: string }[]> = {
  ph: [
    { id: 1, name: 'Lobby', topic: 'Say hello and talk about anything on the site.', language: 'EN' },
    {
      id: 2,
      name: 'Slots and fishing',
      topic: 'Favourite slots, fishing games and big wins.',
      language: 'EN',
    },
    { id: 4, name: 'Kwentuhan', topic: 'Kumustahan at usapan tungkol sa kahit ano sa site.', language: 'TY' },
  ],
  bd: [
    { id: 6, name: 'Lobby', topic: 'Say hello and talk about anything on the site.', language: 'EN' },
    { id: 9, name: 'আড্ডা', topic: 'সাইটের যেকোনো বিষয়ে কথা বলুন, সবাইকে হ্যালো বলুন।', language: 'BN' },
  ],
};

/** Where the stories' API lives (preview.tsx's apiBase), for the stream's address. */
const STORY_ORIGIN = 'http://platform.story';

let nextId = 100;
const message = (roomId: number, text: string, mine: boolean, sender = 'ag***01') => ({
  id: nextId++,
  roomId,
  sender: mine ? 'de***01' : sender,
  text,
  createdAt: new Date().toISOString(),
  mine,
});

function eventStream(roomId: number, scenario: ChatRoomScenario): Response {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (scenario.stream === 'dropping') {
        // Drops at once, every time: the room says it is reconnecting.
        setTimeout(() => controller.close(), 300);
        return;
      }
      controller.enqueue(encoder.encode(`event: ready\ndata: {"roomId":${roomId}}\n\n`));
      let count = 0;
      timer = setInterval(() => {
        count += 1;
        const live = message(roomId, `Live message ${count} from another player`, false, 'mw***42');
        controller.enqueue(
          encoder.encode(`event: message\nid: ${live.id}\ndata: ${JSON.stringify(live)}\n\n`),
        );
      }, 4000);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** Answers the chat room's endpoints on the story's platform, for the merchant of the moment. */
export function answerChatRoom(
  platform: FakePlatform,
  scenario: ChatRoomScenario,
  merchant: () => string,
): void {
  const rooms = () => roomsOf[merchant()] ?? [];
  if (scenario.rooms === 'failing') platform.fail(chatRoomList, 'unknown', { status: 500, message: 'x' });
  else platform.on(chatRoomList, () => (scenario.rooms === 'none' ? [] : rooms()));
  platform.on(launchChat, ({ roomId }) => {
    const room = rooms().find((candidate) => candidate.id === roomId);
    if (!room) return failure(ErrorCode.notFound, { status: 404, message: 'No such chat room' });
    return {
      chatUrl: `${STORY_ORIGIN}/wps/chat/stream?roomId=${roomId}`,
      room,
      messages: [
        message(roomId, 'Good evening everyone!', false),
        message(
          roomId,
          'Typed as <b>markup</b> and <script>alert(1)</script>: shown as text.',
          false,
          'bd***01',
        ),
        message(roomId, 'Hi! Any tips for the fishing games?', true),
      ],
    };
  });
  platform.on(chatStream, ({ roomId }) => eventStream(Number(roomId), scenario));
  if (scenario.send === 'tooMany')
    platform.fail(sendChatMessage, ErrorCode.tooManyRequests, { status: 429, retryAfter: 8 });
  else platform.on(sendChatMessage, ({ roomId, text }) => message(roomId, text, true));
}
