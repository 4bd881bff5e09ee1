import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoint } from './contract/endpoint';
import { ApiError } from './errors';
import { openStream } from './stream';

interface Seen {
  url: URL;
  headers: Headers;
}

function fakeFetch(answer: () => Response) {
  const calls: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: new URL(request.url), headers: request.headers });
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const context = { merchant: 'ph', language: 'EN', token: 'tok-123' };

describe('openStream (a streaming GET)', () => {
  const stream = endpoint({
    method: 'GET',
    path: '/wps/chat/stream',
    auth: 'member',
    request: v.strictObject({ roomId: v.number(), after: v.optional(v.number()) }),
    response: v.unknown(),
  });

  it('R2.37 sends the caller headers and the query, and hands back the open event stream', async () => {
    const { fetch, calls } = fakeFetch(
      () => new Response('event: ready\ndata: {}\n\n', { headers: { 'content-type': 'text/event-stream' } }),
    );
    const response = await openStream({ baseUrl: 'http://api.test/', ...context, fetch }, stream, {
      roomId: 4,
      after: 9,
    });
    expect(await response.text()).toBe('event: ready\ndata: {}\n\n');
    expect(calls[0]?.url.href).toBe('http://api.test/wps/chat/stream?roomId=4&after=9');
    expect(calls[0]?.headers.get('Authorization')).toBe('tok-123');
    expect(calls[0]?.headers.get('Merchant')).toBe('ph');
    expect(calls[0]?.headers.get('Accept')).toBe('text/event-stream');
  });

  it('R2.37 throws the server refusal as an ApiError, and a signed-out caller never asks', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json({ success: false, errorCode: 'not_found', message: 'No such chat room' }, 404),
    );
    await expect(
      openStream({ baseUrl: 'http://api.test', ...context, fetch }, stream, { roomId: 4 }),
    ).rejects.toMatchObject({
      errorCode: 'not_found',
      status: 404,
    });
    const signedOut = { baseUrl: 'http://api.test', ...context, token: null, fetch };
    await expect(openStream(signedOut, stream, { roomId: 4 })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});
