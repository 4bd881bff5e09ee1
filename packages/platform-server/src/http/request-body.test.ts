import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readBoundedText } from './request-body';

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request('http://localhost/', { method: 'POST', body, headers });

describe('readBoundedText', () => {
  it('reads a small body of a declared length whole', async () => {
    expect(await readBoundedText(post('{"amount":1}', { 'content-length': '12' }))).toBe('{"amount":1}');
  });

  it('refuses a body longer than its Content-Length, and bytes that are not UTF-8', async () => {
    await expect(readBoundedText(post('{"amount":12}', { 'content-length': '5' }))).rejects.toThrow(
      'The body is longer than its Content-Length',
    );
    await expect(
      readBoundedText(post(new Uint8Array([0x7b, 0xff, 0x7d]), { 'content-length': '3' })),
    ).rejects.toThrow('The body is not UTF-8 text');
  });

  it('reads the body node:http received, declared or chunked, through @hono/node-server', async () => {
    const app = new Hono().post('/', async (c) => c.text(await readBoundedText(c.req.raw)));
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    try {
      const { port } = server.address() as { port: number };
      const body = JSON.stringify({ token: 't', transactionId: 'ü-1', amount: 1 });
      const declared = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body });
      expect(await declared.text()).toBe(body);
      const chunks = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
          controller.enqueue(new TextEncoder().encode(body.slice(10)));
          controller.close();
        },
      });
      const chunked = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        body: chunks,
        duplex: 'half',
      } as RequestInit);
      expect(await chunked.text()).toBe(body);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
