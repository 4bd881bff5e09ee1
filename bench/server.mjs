import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bareServer, load } from './load.mjs';

/**
 * The platform server on PGlite against a bare node:http server answering the same JSON from memory,
 * side by side in one run: system status, a page of RNG games, the balance, and login (scrypt).
 */
export async function measureServer(root, { seconds = 4, concurrency = 16 } = {}) {
  const { startPlatform } = await import(join(root, 'packages/platform-server/dist/index.js'));
  const { createClient, login, memberInfo } = await import(join(root, 'packages/api-client/dist/index.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-bench-'));
  // Quiet request log (a line per request would be the bottleneck), errors still shown.
  const log = { info: () => {}, error: (line, error) => console.error(line, error ?? '') };
  const platform = await startPlatform({ dataDir, port: 0, log });
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

    const targets = [
      ['system status', '/wps/system/status', {}],
      ['gameList (RNG, 30 a page)', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=3&pageSize=30', {}],
      ['balance', '/wps/v2/wallets/balance', { Authorization: token }],
    ];
    const bodies = {};
    for (const [, path, headers] of targets) {
      const response = await fetch(platform.url + path, { headers });
      bodies[path.split('?')[0]] = await response.text();
    }
    const bare = await bareServer(bodies);
    const bareUrl = `http://127.0.0.1:${bare.address().port}`;

    const rows = [];
    for (const [name, path, headers] of targets) {
      const server = await load(platform.url + path, { headers, seconds, concurrency });
      const ceiling = await load(bareUrl + path, { seconds, concurrency });
      rows.push({ name, server, ceiling, ratio: Number((server.rps / ceiling.rps).toFixed(3)) });
    }
    bare.close();
    return {
      database: 'PGlite',
      concurrency,
      seconds,
      rows,
      login: {
        p50: Number(loginTimes[Math.floor(loginTimes.length / 2)].toFixed(1)),
        p99: Number(loginTimes[loginTimes.length - 1].toFixed(1)),
        note: 'sequential, includes JWE encryption and scrypt verification',
      },
    };
  } finally {
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
