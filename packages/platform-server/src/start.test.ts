import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { members } from './db/schema/index';
import { memoryLogger } from './log';
import { postgresStore } from './quality/storm-store';
import { AGENT_TEAM } from './seed/seed-agent-team';
import { HISTORY_PLAYERS_PER_MERCHANT } from './seed/winners-history';
import { type RunningPlatform, startPlatform } from './start';
import { testPostgresUrl } from './testing/postgres-copies';

const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (log = memoryLogger()) =>
  startPlatform({ port: 0, host: '127.0.0.1', adminKey: 'start-test', dataDir, log });

describe('startPlatform', () => {
  it('creates and migrates the data folder, seeds it, listens, and logs one line per request', async () => {
    const log = memoryLogger();
    const running = await start(log);
    try {
      expect(running.seeded).toBe(true);
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${running.url}/health`);
      expect(await health.json()).toEqual({ ok: true });
      const status = await fetch(`${running.url}/wps/system/status`, {
        headers: { Authorization: 'secret-token' },
      });
      // The socket's address is the caller's IP.
      expect((await status.json()).value.location).toEqual({ ip: '127.0.0.1', countryCode: 'PH' });
      expect(log.lines).toEqual([
        expect.stringMatching(/^GET \/health 200 \d+\.\dms$/),
        expect.stringMatching(/^GET \/wps\/system\/status 200 \d+\.\dms$/),
      ]);
      expect(log.lines.join('\n')).not.toContain('secret-token');
    } finally {
      await running.close();
    }
    // A first start migrates and seeds ~10,000 games and the demo rounds: slow on a busy CI machine.
  }, 180_000);

  it('reopens the same folder on the next start without seeding again', async () => {
    const running = await start();
    try {
      // R7.31: the catalogue is read into memory once the server listens, not by the first game list.
      await running.warming;
      expect(running.platform.caches.sizes()['catalogue whole']).toBe(1);
      expect(running.platform.caches.sizes()['catalogue offers']).toBeGreaterThan(0);
      expect(running.seeded).toBe(false);
      const [row] = await running.database.db.select({ n: count() }).from(members);
      // 4 demo accounts, the seeded players behind each merchant's winners board, agent01's team,
      // master01 above it and demo01's referred friend.
      expect(row?.n).toBe(4 + 2 * HISTORY_PLAYERS_PER_MERCHANT + AGENT_TEAM.length + 1 + 1);
    } finally {
      await running.close();
    }
  });
});

/**
 * A seamless bet whose body is half sent: in flight on the server (its handler waits for the rest)
 * until `finish()`; answers the status and the body the server then sent.
 */
function halfSentBet(running: RunningPlatform) {
  // A well-formed token nobody launched with: the handler reads the database to refuse it.
  const body = JSON.stringify({
    token: 'close-order-token-0000000',
    transactionId: 'close-order-1',
    amount: 1,
  });
  let finish: () => void = () => undefined;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      `${running.url}/wps/seamless/bet`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Merchant: 'ph',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    finish = () => request.end(body.slice(10));
  });
  return { answered, finish: () => finish() };
}

/** close() with a request in flight: it is answered from the database, then everything stops cleanly. */
async function closesInOrder(running: RunningPlatform, log: ReturnType<typeof memoryLogger>) {
  await running.warming;
  const bet = halfSentBet(running);
  await vi.waitFor(() => expect(running.requestsInFlight).toBe(1));
  let closed = false;
  const closing = running.close().then(() => {
    closed = true;
  });
  // No new connection is taken once closing has begun, while the one in flight waits for its body.
  await expect(fetch(`${running.url}/health`)).rejects.toThrow();
  expect(closed).toBe(false);
  bet.finish();
  const answer = await bet.answered;
  expect(answer.status).toBe(401);
  expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'not_logged_in' });
  await closing;
  expect(log.errors).toEqual([]);
}

describe('closing the platform', () => {
  it('stops taking connections, answers the request in flight, and only then closes the database (PGlite), logging no error', async () => {
    const log = memoryLogger();
    await closesInOrder(await start(log), log);
  }, 120_000);

  const postgresUrl = testPostgresUrl();
  it.skipIf(!postgresUrl)(
    'does the same on PostgreSQL: the pool ends after the request in flight and the LISTEN connection, with no "pool ended" error',
    async () => {
      const store = await postgresStore(postgresUrl!);
      try {
        const log = memoryLogger();
        const running = await startPlatform({
          port: 0,
          host: '127.0.0.1',
          adminKey: 'start-test',
          databaseUrl: store.server.databaseUrl,
          log,
        });
        await closesInOrder(running, log);
      } finally {
        await store.dispose();
      }
    },
    300_000,
  );
});
