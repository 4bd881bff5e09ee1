import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePortsFree } from './ports.mjs';

const HOST = '127.0.0.1';
const root = join(import.meta.dirname, '../..');
const servers = [];

/** A port this process listens on, as an earlier `npm start` would. */
async function occupiedPort() {
  const server = createServer();
  servers.push(server);
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  return server.address().port;
}

/** A port nothing listens on (listened on and closed again). */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const installed = (tool) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`]);
    return true;
  } catch {
    return false;
  }
};
// The holder is named when ss or lsof is on this machine (it is on the CI image).
const namesHolder = installed('ss') || installed('lsof');

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('npm start: a port already in use', () => {
  it('names the port, what holds it, how to free it and the variable that moves it', async () => {
    const port = await occupiedPort();
    const free = await freePort();
    const check = ensurePortsFree(HOST, [
      { name: 'the platform API', port: free, variable: 'PORT' },
      { name: 'the player site', port, variable: 'LOBBYKIT_SITE_PORT' },
    ]);
    const error = await check.then(
      () => undefined,
      (thrown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    const message = error.message;
    expect(message).toContain(`Port ${port} (the player site) on ${HOST} is already in use`);
    expect(message).not.toContain(`Port ${free}`);
    expect(message).toMatch(/Free it: stop that program/);
    expect(message).toMatch(/LOBBYKIT_SITE_PORT=\d+ npm start/);
    const suggested = Number(message.match(/LOBBYKIT_SITE_PORT=(\d+)/)[1]);
    expect(suggested).toBeGreaterThan(port);
    if (namesHolder) expect(message).toContain(`(pid ${process.pid})`);
    if (namesHolder) expect(message).toContain(`(kill ${process.pid})`);
  });

  it('passes when every port is free', async () => {
    await expect(
      ensurePortsFree(HOST, [
        { name: 'the player site', port: await freePort(), variable: 'LOBBYKIT_SITE_PORT' },
      ]),
    ).resolves.toBeUndefined();
  });

  it('the start script ends at once with that message, before it installs, builds or starts anything', async () => {
    const taken = await occupiedPort();
    const env = {
      ...process.env,
      HOST,
      PORT: String(await freePort()),
      LOBBYKIT_SITE_PORT: String(taken),
      LOBBYKIT_EXAMPLES_PORT: String(await freePort()),
      LOBBYKIT_OPENID_PORT: String(await freePort()),
    };
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Port ${taken} (the player site) on ${HOST} is already in use`);
    expect(stderr).toContain('LOBBYKIT_SITE_PORT=');
    if (namesHolder) expect(stderr).toContain(`(pid ${process.pid})`);
    // Nothing was installed, built or started.
    expect(stdout).not.toMatch(/▸/);
  }, 20_000);
});
