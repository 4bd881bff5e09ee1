import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { bareServer, load, loadOperation, send } from './load.mjs';
import { quietLog } from './stack.mjs';

const medianOf = (values, digits = 2) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)].toFixed(digits));
};

/** Median of each figure over the rounds, and the median of the per-round ratios to the ceiling. */
function summarise(name, samples) {
  const figures = (side) => ({
    rps: medianOf(
      samples.map((sample) => sample[side].rps),
      0,
    ),
    p50: medianOf(samples.map((sample) => sample[side].p50)),
    p99: medianOf(samples.map((sample) => sample[side].p99)),
    failures: samples.reduce((sum, sample) => sum + sample[side].failures, 0),
  });
  return {
    name,
    server: figures('server'),
    ceiling: figures('ceiling'),
    ratio: medianOf(
      samples.map((sample) => sample.server.rps / sample.ceiling.rps),
      3,
    ),
  };
}

/**
 * One database: the platform server in this process against a bare node:http server answering the
 * same JSON from memory, side by side in each of `rounds` rounds: system status, a page of RNG
 * games, the balance, and a demo-game round (seamless bet, then its settle, on demo01's wallet);
 * then login (scrypt) sequentially.
 */
async function measureDatabase(root, database, store, { seconds, concurrency, rounds }) {
  const { startPlatform } = await import(join(root, 'packages/platform-server/dist/index.js'));
  const { createClient, login, memberInfo } = await import(join(root, 'packages/api-client/dist/index.js'));
  const { launchGame } = await import(join(root, 'packages/api-client/dist/lobby.js'));
  const platform = await startPlatform({ ...store, port: 0, log: quietLog });
  let bare;
  try {
    let token = null;
    const client = createClient({
      baseUrl: platform.url,
      context: () => ({ merchant: 'ph', language: 'EN', token }),
    });
    const loginTimes = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const started = performance.now();
      token = (await client.call(login, { username: 'demo01', password: 'Demo1234' })).token;
      loginTimes.push(performance.now() - started);
    }
    await client.call(memberInfo);
    loginTimes.sort((a, b) => a - b);

    const game = await platform.database.db.query.games.findFirst({
      where: (row, { and, eq }) => and(eq(row.gameType, 'RNG'), eq(row.isGame, 'GAME')),
      orderBy: (row, { asc }) => asc(row.id),
    });
    const { url: launchUrl } = await client.call(launchGame, { gameCode: game.gameCode });
    const launchToken = new URL(launchUrl).searchParams.get('token');

    const reads = [
      ['system status', '/wps/system/status', {}],
      ['gameList (RNG, 30 a page)', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=3&pageSize=30', {}],
      ['balance', '/wps/v2/wallets/balance', { Authorization: token }],
    ];
    const bodies = {};
    for (const [, path, headers] of reads) {
      const response = await fetch(platform.url + path, { headers: { Merchant: 'ph', ...headers } });
      bodies[path.split('?')[0]] = await response.text();
    }

    // Each round of the demo game: a stake of 1.00 under a new transaction id, then its settle.
    let next = 0;
    const betHeaders = { Merchant: 'ph' };
    const round = (base) => async (agent) => {
      const id = `bench${(next++).toString(36).padStart(8, '0')}`;
      const bet = await send(agent, `${base}/wps/seamless/bet`, {
        method: 'POST',
        headers: betHeaders,
        body: { token: launchToken, transactionId: id, amount: 1 },
      });
      if (bet.status !== 200) return false;
      const settle = await send(agent, `${base}/wps/seamless/settle`, {
        method: 'POST',
        headers: betHeaders,
        body: { token: launchToken, transactionId: `${id}s`, betTransactionId: id },
      });
      bodies['/wps/seamless/bet'] ??= bet.text;
      bodies['/wps/seamless/settle'] ??= settle.text;
      return settle.status === 200;
    };
    if (!(await round(platform.url)(undefined))) throw new Error(`${database}: a demo-game round failed`);

    bare = await bareServer(bodies);
    const bareUrl = `http://127.0.0.1:${bare.address().port}`;
    const targets = [
      ...reads.map(([name, path, headers]) => ({
        name,
        server: () =>
          load(platform.url + path, { headers: { Merchant: 'ph', ...headers }, seconds, concurrency }),
        ceiling: () => load(bareUrl + path, { seconds, concurrency }),
      })),
      {
        name: 'bet + settle (demo game, one wallet)',
        server: () => loadOperation(round(platform.url), { seconds, concurrency }),
        ceiling: () => loadOperation(round(bareUrl), { seconds, concurrency }),
      },
    ];
    const samples = targets.map(() => []);
    for (let index = 0; index < rounds; index++) {
      for (const [position, target] of targets.entries()) {
        samples[position].push({ server: await target.server(), ceiling: await target.ceiling() });
      }
    }
    return {
      database,
      rows: targets.map((target, position) => summarise(target.name, samples[position])),
      login: {
        p50: Number(loginTimes[Math.floor(loginTimes.length / 2)].toFixed(1)),
        p99: Number(loginTimes[loginTimes.length - 1].toFixed(1)),
        note: 'sequential, includes JWE encryption and scrypt verification',
      },
    };
  } finally {
    bare?.close();
    await platform.close();
  }
}

/**
 * The server table on PGlite and on a real PostgreSQL (a throwaway cluster on 127.0.0.1 from
 * scripts/lib/postgres.mjs, Debian's package installed when missing, removed after). PostgreSQL is
 * reported as skipped, not failed, when it cannot be installed or started here.
 */
export async function measureServer(root, { seconds = 3, concurrency = 16, rounds = 3 } = {}) {
  const options = { seconds, concurrency, rounds };
  const databases = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-bench-'));
  try {
    databases.push(await measureDatabase(root, 'PGlite', { dataDir }, options));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const { ensurePostgres } = await import(join(root, 'scripts/lib/system-deps.mjs'));
  const { postgresBinDir, startThrowawayPostgres } = await import(join(root, 'scripts/lib/postgres.mjs'));
  let cluster;
  // Ctrl+C in the middle still removes the cluster and its folder.
  const interrupted = () => void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  try {
    await ensurePostgres();
    cluster = await startThrowawayPostgres();
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
    const name = `PostgreSQL ${basename(join(postgresBinDir(), '..'))}`;
    databases.push(await measureDatabase(root, name, { databaseUrl: cluster.url }, options));
  } catch (error) {
    console.error(`PostgreSQL skipped: ${error.message}`);
    databases.push({ database: 'PostgreSQL', skipped: error.message, rows: [] });
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cluster?.stop();
  }
  return { concurrency, seconds, rounds, databases };
}
