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

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

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

export function chatRoomAnswer(
  route: string,
  url: URL,
  init: RequestInit | undefined,
  scenario: ChatRoomScenario,
  merchant: string,
): Promise<Response> | undefined {
  const rooms = roomsOf[merchant] ?? [];
  switch (route) {
    case 'GET /wps/relay/CBS_modelList':
      if (scenario.rooms === 'failing')
        return json({ success: false, errorCode: 'unknown', message: 'x' }, 500);
      return json({ success: true, value: scenario.rooms === 'none' ? [] : rooms });
    case 'POST /wps/relay/CBS_launchChat': {
      const { roomId } = JSON.parse(String(init?.body ?? '{}')) as { roomId: number };
      const room = rooms.find((candidate) => candidate.id === roomId);
      if (!room) return json({ success: false, errorCode: 'not_found', message: 'No such chat room' }, 404);
      return json({
        success: true,
        value: {
          chatUrl: `${url.origin}/wps/chat/stream?roomId=${roomId}`,
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
        },
      });
    }
    case 'GET /wps/chat/stream':
      return Promise.resolve(eventStream(Number(url.searchParams.get('roomId')), scenario));
    case 'POST /wps/chat/message': {
      if (scenario.send === 'tooMany') {
        return json(
          { success: false, errorCode: 'too_many_requests', message: 'too_many_requests', retryAfter: 8 },
          429,
        );
      }
      const body = JSON.parse(String(init?.body ?? '{}')) as { roomId: number; text: string };
      return json({ success: true, value: message(body.roomId, body.text, true) });
    }
    default:
      return undefined;
  }
}
