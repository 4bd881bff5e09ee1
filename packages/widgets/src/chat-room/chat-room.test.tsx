import { $modal } from '@lobbykit/sdk';
import { endpoints, failure } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodies, platform } from '../testing/fake-api';
import { philippines, signIn, startupReady } from '../testing/sdk-state';
import { ChatRoom } from './chat-room';

const rooms = [
  { id: 4, name: 'Lobby', topic: 'Say hello and talk about anything.', language: 'EN' },
  { id: 5, name: 'Kwentuhan', topic: 'Kumustahan at usapan.', language: 'TY' },
];
const message = (id: number, text: string, mine = false) => ({
  id,
  roomId: 4,
  sender: mine ? 'de***01' : 'ag***01',
  text,
  createdAt: '2026-03-01T10:00:00.000Z',
  mine,
});
const SCRIPT = '<script>window.hacked = 1</script><b>bold?</b>';

/** The room's event stream, written by the test. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

let view: ReturnType<typeof render> | undefined;
beforeEach(() => {
  startupReady(philippines);
  platform.on(endpoints.chatRoomList, rooms);
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  $modal.set(null);
});

describe('chat room widget', () => {
  it('R7.52 lists the rooms with their language; a guest entering one is asked to log in (R5.40)', async () => {
    view = render(<ChatRoom />);
    const list = await view.findByRole('list', { name: 'Rooms' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Enter Lobby', 'Enter Kwentuhan']);
    expect(within(list).getByText('Filipino')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Enter Lobby' }));
    expect(await view.findByText('Log in to join the chat.')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Log in' }));
    expect($modal.get()?.name).toBe('login');
    expect(platform.calls(endpoints.launchChat).length > 0).toBe(false);
  });

  it('R2.37 R7.53 shows the history and live messages as text, sends on Enter and says when the rate limit is hit', async () => {
    signIn();
    const stream = eventStream();
    platform.on(endpoints.launchChat, {
      chatUrl: 'http://api.test/wps/chat/stream?roomId=4',
      room: rooms[0]!,
      messages: [message(1, SCRIPT)],
    });
    platform.on(endpoints.chatStream, () => stream.response);
    const answers = [
      message(3, 'hello <i>all</i>', true),
      failure('too_many_requests', { status: 429, message: 'slow', retryAfter: 7 }),
    ];
    platform.on(endpoints.sendChatMessage, () => answers.shift()!);
    view = render(<ChatRoom />);
    fireEvent.click(await view.findByRole('button', { name: 'Enter Lobby' }));
    const log = await view.findByRole('log', { name: 'Messages in Lobby' });
    expect(await within(log).findByText(SCRIPT)).toBeTruthy();
    expect(log.querySelector('script, b')).toBeNull();
    act(() => stream.send('ready', { roomId: 4, after: 1 }));
    expect(await view.findByText('Live')).toBeTruthy();
    act(() => stream.send('message', message(2, 'a message from agent01')));
    expect(await within(log).findByText('a message from agent01')).toBeTruthy();

    const input = view.getByLabelText('Message');
    fireEvent.input(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(await view.findByText('Please enter a message')).toBeTruthy();
    fireEvent.input(input, { target: { value: ' hello <i>all</i> ' } });
    // Enter in the input submits its form, as a browser does.
    fireEvent.submit(input.closest('form')!);
    expect(await within(log).findByText('hello <i>all</i>')).toBeTruthy();
    expect(within(log).getByText('You')).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(bodies(endpoints.sendChatMessage)[0]).toMatchObject({
      roomId: 4,
      text: 'hello <i>all</i>',
    });

    fireEvent.input(input, { target: { value: 'again' } });
    fireEvent.submit(input.closest('form')!);
    expect(await view.findByText('You are sending messages too fast. Try again in 7 seconds.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
