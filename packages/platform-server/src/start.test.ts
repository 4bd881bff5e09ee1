import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { members } from './db/schema/index';
import { memoryLogger } from './log';
import { AGENT_TEAM } from './seed/seed-agent-team';
import { HISTORY_PLAYERS_PER_MERCHANT } from './seed/winners-history';
import { startPlatform } from './start';

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
