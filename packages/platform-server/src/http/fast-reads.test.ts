import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Header } from '@lobbykit/api-client';
import { adminSetSystemStatus } from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TAG } from '../cache/cache-registry';
import { fastReadServerForFile, type RawAnswer, serveFastReads } from '../testing/fast-read-server';
import { createFastReads } from './fast-reads';

const ADMIN_KEY = 'fast-reads-test';
// The caller's address from the socket, as startPlatform has it.
const served = fastReadServerForFile({ adminKey: ADMIN_KEY });

const ask = (path: string, headers: Record<string, string> = {}, localAddress?: string) =>
  served.ask(path, headers, localAddress);

/** Asks twice: Hono answers the first, the kept answer the second (counted). */
async function twice(path: string, headers: Record<string, string> = {}, localAddress?: string) {
  const before = served.fastReads.hits;
  const first = await ask(path, headers, localAddress);
  const second = await ask(path, headers, localAddress);
  return { first, second, replayed: served.fastReads.hits - before };
}

const answerValue = (answer: RawAnswer) => JSON.parse(answer.body).value;

describe('fast reads (issue 13 item 2)', () => {
  const ph = { [Header.merchant]: 'ph' };
  const requests: [string, string, Record<string, string>][] = [
    ['status', '/wps/system/status', ph],
    ['status, no Merchant header', '/wps/system/status', {}],
    ['permission', '/wps/system/permission', ph],
    ['permission in BN', '/wps/system/permission', { ...ph, [Header.language]: 'BN' }],
    ['whitelabel', '/wps/system/whitelabel', ph],
    ['gameList page 2', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=30', ph],
    [
      'gameList in TY',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=30',
      { ...ph, [Header.language]: 'TY' },
    ],
    ['hot games', '/wps/relay/GCSGAME_hotGamesV2', ph],
    ['hot games of bd', '/wps/relay/GCSGAME_hotGamesV2', { [Header.merchant]: 'bd' }],
    [
      'permission from a registered origin',
      '/wps/system/permission',
      { ...ph, Origin: 'http://localhost:5173' },
    ],
    ['an origin no merchant lists', '/wps/system/whitelabel', { ...ph, Origin: 'https://nobody.example' }],
  ];

  it.each(requests)(
    'R7.15 R3.26 R7.31 R7.32 %s: the replay is what Hono answered, byte for byte',
    async (_name, path, headers) => {
      const { first, second, replayed } = await twice(path, headers);
      expect([200, 403]).toContain(first.status);
      expect(second).toEqual(first);
      // Only 200 and 304 answers are kept: a refusal goes through Hono each time.
      expect(replayed).toBe(first.status === 200 ? 1 : 0);
      expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
      if (headers.Origin) expect(first.headers.vary).toContain('Origin');
      if (headers.Origin === 'http://localhost:5173')
        expect(first.headers['access-control-allow-origin']).toBe(headers.Origin);
    },
  );

  it('R7.31 a 304 to If-None-Match is replayed as Hono answered it, and a stale ETag gets the body', async () => {
    const path = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=30';
    const { first } = await twice(path, ph);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const notModified = await twice(path, { ...ph, 'If-None-Match': etag });
    expect(notModified.first.status).toBe(304);
    expect(notModified.second).toEqual(notModified.first);
    expect(notModified.replayed).toBe(1);
    const stale = await twice(path, { ...ph, 'If-None-Match': '"old"' });
    expect(stale.second).toEqual(first);
  });

  it('issue 13 keeps an answer per encoding: brotli and gzip replayed to who asked for them, plain JSON to the rest', async () => {
    const path = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=3&pageSize=30';
    const plain = await twice(path, ph);
    expect(plain.replayed).toBe(1);
    expect(plain.first.headers['content-encoding']).toBeUndefined();
    expect(plain.first.headers.vary).toContain('Accept-Encoding');
    const games = answerValue(plain.first);
    const br = await twice(path, { ...ph, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.replayed).toBe(1);
    expect(br.second).toEqual(br.first);
    expect(br.first.headers['content-encoding']).toBe('br');
    expect(br.first.headers['content-length']).toBe(String(br.first.bytes.length));
    expect(br.first.bytes.length).toBeLessThan(plain.first.bytes.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.first.bytes).toString()).value).toEqual(games);
    const gzip = await twice(path, { ...ph, 'Accept-Encoding': 'gzip' });
    expect(gzip.second.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.second.bytes).toString()).value).toEqual(games);
    // The brotli answer is kept, and still never replayed to a client that did not ask for it.
    const again = await ask(path, ph);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(answerValue(again)).toEqual(games);
  });

  it("never serves one merchant's, language's or address's answer to another", async () => {
    const path = '/wps/system/permission';
    const phKept = await twice(path, ph);
    const bd = await twice(path, { [Header.merchant]: 'bd' });
    // bd's first answer is its own (Hono's), not ph's kept one.
    expect(bd.replayed).toBe(1);
    expect(bd.first.body).not.toBe(phKept.second.body);
    expect(bd.second).toEqual(bd.first);

    const list = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=30';
    await twice(list, { ...ph, [Header.language]: 'EN' });
    const bn = await twice(list, { ...ph, [Header.language]: 'BN' });
    // BN's first answer came from Hono (one replay in two asks), not from the kept EN answer.
    expect(bn.replayed).toBe(1);
    expect(bn.second).toEqual(bn.first);

    // Status carries the caller's address: each address gets its own.
    const fromOne = await twice('/wps/system/status', ph, '127.0.0.1');
    const fromTwo = await twice('/wps/system/status', ph, '127.0.0.2');
    expect(answerValue(fromOne.second).location.ip).toBe('127.0.0.1');
    expect(answerValue(fromTwo.first).location.ip).toBe('127.0.0.2');
    expect(answerValue(fromTwo.second).location.ip).toBe('127.0.0.2');
    expect(fromTwo.replayed).toBe(1);
  });

  it('R2.35 an operator write that changes an answer is seen on the very next request', async () => {
    const path = '/wps/system/status';
    const { second } = await twice(path, ph);
    expect(answerValue(second).status).toBe(0);
    const admin = { 'Content-Type': 'application/json', [Header.adminKey]: ADMIN_KEY };
    const put = (status: number) =>
      served.platform.fetch(
        new Request(`http://127.0.0.1:${served.port}${adminSetSystemStatus.path}`, {
          method: 'PUT',
          headers: admin,
          body: JSON.stringify({ merchantCode: 'ph', status, title: 'Back soon' }),
        }),
      );
    expect((await put(1)).status).toBe(200);
    try {
      const after = await ask(path, ph);
      expect(answerValue(after)).toMatchObject({ status: 1, title: 'Back soon' });
      // Closed for maintenance: the game list is refused, and a refusal is never kept.
      const list = await twice('/wps/relay/GCSGAME_hotGamesV2', ph);
      expect(list.first.status).not.toBe(200);
      expect(list.replayed).toBe(0);
    } finally {
      expect((await put(0)).status).toBe(200);
    }
    expect(answerValue(await ask(path, ph)).status).toBe(0);

    // A catalogue write (here behind the server's back, with the invalidation such a write makes).
    const hot = '/wps/relay/GCSGAME_hotGamesV2';
    await twice(hot, ph);
    const kept = served.fastReads.size;
    served.platform.caches.invalidateTag(CATALOGUE_TAG);
    const before = served.fastReads.hits;
    await ask(hot, ph);
    expect(served.fastReads.hits).toBe(before);
    expect(served.fastReads.size).toBeLessThan(kept);
  });

  it('a flood of distinct query strings cannot grow the kept answers past their bounds', async () => {
    // The platform's own answers behind a small fast read store: 40 answers, 64 KB.
    const small = createFastReads({
      generation: () => served.platform.caches.generation,
      log: served.log,
      maxEntries: 40,
      maxBytes: 64 * 1024,
    });
    small.allow('/wps/relay/GCSGAME_gameList', 'everyone');
    const other = await serveFastReads(small, (request, env) => served.platform.app.fetch(request, env));
    const otherPort = other.port;
    try {
      const bodies: number[] = [];
      for (let n = 0; n < 120; n++) {
        // Empty pages (small) and full ones (about 10 KB): the entry bound, then the byte bound, holds.
        const query = n % 2 ? `gameName=zz${n}` : `pageNo=${1 + (n % 50)}&pageSize=${20 + (n % 7)}`;
        const answered = await fetch(
          `http://127.0.0.1:${otherPort}/wps/relay/GCSGAME_gameList?gameType=RNG&${query}`,
          {
            headers: ph,
          },
        );
        expect(answered.status).toBe(200);
        bodies.push((await answered.arrayBuffer()).byteLength);
        expect(small.size).toBeLessThanOrEqual(40);
        expect(small.bytes).toBeLessThanOrEqual(64 * 1024);
      }
      expect(small.size).toBeGreaterThan(0);
      expect(bodies.reduce((a, b) => a + b, 0)).toBeGreaterThan(64 * 1024);
    } finally {
      await other.close();
    }
  });
});
