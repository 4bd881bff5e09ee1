import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ApiError,
  createClient,
  ErrorCode,
  login,
  logout,
  memberInfo,
  systemStatus,
  walletBalance,
} from '@lobbykit/api-client';
import {
  adminSetSystemStatus,
  bindEmail,
  launchGame,
  seamlessBet,
  sliderChallenge,
} from '@lobbykit/api-client/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { advisoryLockPass } from '../instances/exclusive-passes';
import { memoryLogger } from '../log';
import { createAgentSettlement } from '../services/agent/settlement';
import { CAPTCHA_AFTER_FAILURES } from '../services/login-guard';
import { SLIDER_PUZZLES_PER_IP } from '../services/slider-check';
import { createWalletService } from '../services/wallet';
import { testPostgresUrl } from '../testing/postgres-copies';
import { canSpawnServer, type SpawnedServer, spawnServer } from './spawned-server';
import { postgresStore, type StormStore } from './storm-store';

// Issue 13 item 3: two real server processes on one PostgreSQL database, as behind a load
// balancer. What one process does (a logout, an operator write, a counted failure) holds in the
// other at once; a periodic pass runs in one of them at a time.
const ADMIN_KEY = 'several-processes-admin-key';
/** Logouts and cache invalidations travel by one NOTIFY: the other process sees them within this. */
const NOTIFY_WAIT_MS = 1_000;

const postgresUrl = testPostgresUrl();

function clientOf(url: string, merchant = 'ph', token: string | null = null) {
  const context = { merchant, language: 'EN', token };
  const client = createClient({ baseUrl: url, context: () => context, adminKey: ADMIN_KEY, timeout: 20_000 });
  return Object.assign(client, { context });
}

/** The error code a call fails with, or 'ok'. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.errorCode;
    throw error;
  }
}

/** Polls `check` until it answers true or NOTIFY_WAIT_MS passed; answers how long it took, or -1. */
async function within(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= NOTIFY_WAIT_MS) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return -1;
}

describe.skipIf(!postgresUrl || !canSpawnServer())('two server processes on one PostgreSQL database', () => {
  let store: StormStore;
  let one: SpawnedServer;
  let two: SpawnedServer;

  beforeAll(async () => {
    store = await postgresStore(postgresUrl!);
    // One after the other: the first migrates and seeds, the second finds it done.
    one = await spawnServer(store.server, ADMIN_KEY);
    two = await spawnServer(store.server, ADMIN_KEY);
  }, 240_000);

  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    await store?.dispose();
  }, 60_000);

  const failWith = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      throw new Error(
        `${(error as Error).message}\n--- one:\n${one.output().slice(-2000)}\n--- two:\n${two.output().slice(-2000)}`,
        {
          cause: error,
        },
      );
    }
  };

  it('R7.03 a logout in one process refuses the token in the other at once, though the other had it cached', () =>
    failWith(async () => {
      const first = clientOf(one.url);
      first.context.token = (await first.call(login, { username: 'demo01', password: 'Demo1234' })).token;
      const second = clientOf(two.url, 'ph', first.context.token);
      // Three times: the second answer comes from the other process's session cache, the third from
      // its kept answer (the fast member reads, http/fast-reads.ts).
      for (let read = 0; read < 3; read++) expect((await second.call(memberInfo)).username).toBe('demo01');

      await first.call(logout);
      const refusedAfter = await within(async () => (await outcome(second.call(memberInfo))) !== 'ok');
      expect(
        refusedAfter,
        'the other process refused the token within a NOTIFY round trip',
      ).toBeGreaterThanOrEqual(0);
      expect(await outcome(second.call(memberInfo))).toBe(ErrorCode.notLoggedIn);
      expect(await outcome(first.call(memberInfo))).toBe(ErrorCode.notLoggedIn);
    }));

  it('R4.11 a burst of wrong passwords split over both processes asks for the captcha after the limit, not after twice the limit', () =>
    failWith(async () => {
      const clients = [clientOf(one.url, 'bd'), clientOf(two.url, 'bd')];
      const tries = 10;
      const answers = await Promise.all(
        Array.from({ length: tries }, (_, index) =>
          outcome(clients[index % 2]!.call(login, { username: 'bdplayer01', password: `wrong-${index}` })),
        ),
      );
      expect(answers.filter((answer) => answer === ErrorCode.invalidCredentials)).toHaveLength(
        CAPTCHA_AFTER_FAILURES,
      );
      expect(answers.filter((answer) => answer === ErrorCode.captchaRequired)).toHaveLength(
        tries - CAPTCHA_AFTER_FAILURES,
      );
      // Either process now asks for the captcha, even with the right password.
      for (const client of clients)
        expect(await outcome(client.call(login, { username: 'bdplayer01', password: 'Demo1234' }))).toBe(
          ErrorCode.captchaRequired,
        );
    }));

  it('R4.12 thirty slider puzzles from one address split over both processes draw exactly 20 in all', () =>
    failWith(async () => {
      const clients = [clientOf(one.url), clientOf(two.url)];
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) => outcome(clients[index % 2]!.call(sliderChallenge))),
      );
      expect(answers.filter((answer) => answer === 'ok')).toHaveLength(SLIDER_PUZZLES_PER_IP);
      expect(answers.filter((answer) => answer === ErrorCode.tooManyRequests)).toHaveLength(
        30 - SLIDER_PUZZLES_PER_IP,
      );
    }));

  it("R7.25 a bet taken in one process is the other's next balance read, though it had the balance cached; another member's stays", () =>
    failWith(async () => {
      const first = clientOf(one.url);
      first.context.token = (await first.call(login, { username: 'demo01', password: 'Demo1234' })).token;
      const reader = clientOf(two.url, 'ph', first.context.token);
      const other = clientOf(two.url);
      other.context.token = (await other.call(login, { username: 'agent01', password: 'Agent1234' })).token;
      const before = (await reader.call(walletBalance)).balance;
      const otherBefore = (await other.call(walletBalance)).balance;
      // Again, twice: from the other process's balance cache, then from its kept answer.
      for (let read = 0; read < 2; read++) expect((await reader.call(walletBalance)).balance).toBe(before);

      const admin = new pg.Client({ connectionString: store.server.databaseUrl });
      await admin.connect();
      let gameCode: string;
      try {
        gameCode = (
          await admin.query(
            "select game_code from games where game_type = 'RNG' and is_game = 'GAME' order by id limit 1",
          )
        ).rows[0].game_code;
      } finally {
        await admin.end();
      }
      const { url } = await first.call(launchGame, { gameCode });
      const token = new URL(url).searchParams.get('token')!;
      await first.call(seamlessBet, { token, transactionId: `two-processes-${Date.now()}`, amount: 2.5 });
      const seenAfter = await within(async () => (await reader.call(walletBalance)).balance === before - 2.5);
      expect(
        seenAfter,
        'the other process read the new balance within a NOTIFY round trip',
      ).toBeGreaterThanOrEqual(0);
      expect((await other.call(walletBalance)).balance).toBe(otherBefore);
    }));

  it("R7.10 a member's own write in one process is the other's next member info, though it had the answer kept", () =>
    failWith(async () => {
      const writer = clientOf(one.url);
      writer.context.token = (await writer.call(login, { username: 'agent01', password: 'Agent1234' })).token;
      const reader = clientOf(two.url, 'ph', writer.context.token);
      const other = clientOf(two.url);
      other.context.token = (await other.call(login, { username: 'demo01', password: 'Demo1234' })).token;
      for (let read = 0; read < 3; read++) {
        expect((await reader.call(memberInfo)).username).toBe('agent01');
        expect((await other.call(memberInfo)).username).toBe('demo01');
      }
      const email = `two-processes-${Date.now()}@example.com`;
      await writer.call(bindEmail, { email });
      const seenAfter = await within(async () => (await reader.call(memberInfo)).email === email);
      expect(
        seenAfter,
        'the other process read the new email within a NOTIFY round trip',
      ).toBeGreaterThanOrEqual(0);
      // Never one member's answer to another: the other token still reads its own member.
      expect((await other.call(memberInfo)).username).toBe('demo01');
      expect((await other.call(memberInfo)).email).not.toBe(email);
    }));

  it("R2.34 an operator's status change in one process is the other's next status read, though it had the answer cached", () =>
    failWith(async () => {
      const reader = clientOf(two.url, 'bd');
      const operator = clientOf(one.url, 'bd');
      expect((await reader.call(systemStatus)).status).toBe(0);
      expect((await reader.call(systemStatus)).status).toBe(0);
      try {
        await operator.call(adminSetSystemStatus, { merchantCode: 'bd', status: 1 });
        const seenAfter = await within(async () => (await reader.call(systemStatus)).status === 1);
        expect(
          seenAfter,
          'the other process read the new status within a NOTIFY round trip',
        ).toBeGreaterThanOrEqual(0);
      } finally {
        await operator.call(adminSetSystemStatus, { merchantCode: 'bd', status: 0 });
      }
      expect(await within(async () => (await reader.call(systemStatus)).status === 0)).toBeGreaterThanOrEqual(
        0,
      );
    }));

  it('LOBBYKIT_WORKERS=2 runs two worker processes on one port: each listens for the other instances, either answers', () =>
    failWith(async () => {
      const admin = new pg.Client({ connectionString: store.server.databaseUrl });
      await admin.connect();
      const listeners = async () =>
        (
          await admin.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'listen lobbykit_instances'",
          )
        ).rows[0].n as number;
      try {
        expect(await listeners()).toBe(2);
        const workers = await spawnServer(store.server, ADMIN_KEY, 90_000, { LOBBYKIT_WORKERS: '2' });
        try {
          expect(workers.output()).toMatch(/2 workers/);
          expect(await listeners()).toBe(4);
          const reader = clientOf(workers.url);
          const answers = await Promise.all(Array.from({ length: 20 }, () => reader.call(systemStatus)));
          expect(answers.every((answer) => answer.status === 0)).toBe(true);
        } finally {
          await workers.stop();
        }
        // SIGTERM to the primary stopped both workers, and their connections closed.
        expect(await within(async () => (await listeners()) === 2)).toBeGreaterThanOrEqual(0);
      } finally {
        await admin.end();
      }
    }));

  describe('R9.37 an agent settlement pass runs in one process at a time', () => {
    let databases: Database[] = [];
    afterAll(async () => {
      await Promise.all(databases.map((database) => database.close()));
    });

    it('R9.37 while one instance settles, the other skips its pass; after it, the other runs one', async () => {
      databases = await Promise.all([
        openDatabase({ url: store.server.databaseUrl }),
        openDatabase({ url: store.server.databaseUrl }),
      ]);
      const clock = manualClock();
      const [first, second] = databases.map(({ db }) =>
        createAgentSettlement({
          db,
          clock,
          wallet: createWalletService({ db, clock }),
          log: memoryLogger(),
          exclusive: advisoryLockPass(db),
        }),
      );
      // A third connection holds the contracts table, so the first pass stops inside its turn.
      const blocker = new pg.Client({ connectionString: store.server.databaseUrl });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query('lock table agent_contracts in access exclusive mode');
        const firstPass = first!.runExclusive();
        const holding = await within(async () => {
          const { rows } = await blocker.query(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database())",
          );
          return rows[0].n > 0;
        });
        expect(holding, 'the first pass took its turn').toBeGreaterThanOrEqual(0);
        expect(await second!.runExclusive(), 'the second instance skipped its pass').toBeUndefined();
        await blocker.query('commit');
        expect(await firstPass).toEqual(expect.objectContaining({ failed: 0 }));
        expect(await second!.runExclusive(), "the next pass is the second instance's turn").toEqual(
          expect.objectContaining({ failed: 0 }),
        );
      } finally {
        await blocker.end();
      }
    }, 60_000);
  });
});

describe.skipIf(!canSpawnServer())('LOBBYKIT_WORKERS without PostgreSQL', () => {
  it('more than one worker on PGlite is refused at startup with a clear error', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-workers-'));
    try {
      const started = spawnServer({ dataDir }, ADMIN_KEY, 30_000, { LOBBYKIT_WORKERS: '2' });
      await expect(started).rejects.toThrow(/LOBBYKIT_WORKERS=2 needs PostgreSQL \(DATABASE_URL\)/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
