import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { COMPRESS_FROM_BYTES, compression, negotiateEncoding } from './compression';

const big = { list: Array.from({ length: 200 }, (_, n) => ({ gameName: `Game ${n}`, vendor: 'PT' })) };

function app(options: Parameters<typeof compression>[0] = {}) {
  const compress = compression(options);
  const hono = new Hono<AppEnv>();
  hono.use(compress);
  hono.get('/big', (c) => c.json(big));
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/text', (c) => c.text('x'.repeat(5000)));
  hono.get('/kept/:n', (c) =>
    c.body(JSON.stringify({ n: c.req.param('n'), ...big }), 200, {
      'Content-Type': 'application/json',
      ETag: `"kept-${c.req.param('n')}"`,
    }),
  );
  return { hono, compress };
}

const get = (hono: Hono<AppEnv>, path: string, acceptEncoding?: string) =>
  hono.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j answers in %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compression (issue 13)', () => {
  it('answers JSON of 1 KB and more in brotli or gzip as the client accepts, and the same bytes decoded', async () => {
    const { hono } = app();
    const plain = await get(hono, '/big');
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.byteLength(text)).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const br = await get(hono, '/big', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(brBytes.length));
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(text) / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gzip = await get(hono, '/big', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
  });

  it('says Vary: Accept-Encoding on every JSON answer; leaves small JSON and other types as they are', async () => {
    const { hono } = app();
    for (const encoding of [undefined, 'br']) {
      expect((await get(hono, '/big', encoding)).headers.get('vary')).toContain('Accept-Encoding');
      const small = await get(hono, '/small', encoding);
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(small.headers.get('vary')).toContain('Accept-Encoding');
      expect(await small.json()).toEqual({ ok: true });
    }
    const text = await get(hono, '/text', 'br');
    expect(text.headers.get('content-encoding')).toBeNull();
    expect(text.headers.get('vary')).toBeNull();
    expect(await text.text()).toHaveLength(5000);
  });

  it('compresses a kept answer (one ETag) once per encoding, keeps its ETag, and keeps a bounded number', async () => {
    const { hono, compress } = app({ maxEntries: 3 });
    const first = await get(hono, '/kept/1', 'br');
    const again = await get(hono, '/kept/1', 'br');
    expect(again.headers.get('etag')).toBe('"kept-1"');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(compress.kept).toBe(1);
    await get(hono, '/kept/1', 'gzip');
    expect(compress.kept).toBe(2);
    for (let n = 2; n < 10; n++) await get(hono, `/kept/${n}`, 'br');
    expect(compress.kept).toBe(3);
    const other = await get(hono, '/kept/9', 'br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await other.arrayBuffer())).toString()).n).toBe('9');
  });
});
