import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';

/** Debian installs each major under /usr/lib/postgresql/<major>/bin; the newest one wins. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length > 0 ? join(base, majors[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function ownerIds() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0)
    throw new Error('Running as root needs the `postgres` user (apt-get install postgresql)');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * PostgreSQL refuses to run as root: under root, the processes run as Debian's `postgres` user.
 * Spawned with uid/gid (no runuser in between), so a signal reaches the postmaster itself.
 */
function ownerOptions() {
  if (process.getuid?.() !== 0) return {};
  return { ...ownerIds(), env: { ...process.env, HOME: tmpdir() } };
}

async function waitReady(bin, port, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode} while starting`);
    const probe = spawnSync(join(bin, 'pg_isready'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-q',
    ]);
    if (probe.status === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('postgres did not accept connections within 30 s');
}

/**
 * A throwaway PostgreSQL cluster for the test suite: initdb in a temporary folder, listening on
 * 127.0.0.1 only (no unix socket outside that folder), with durability off because nothing in it
 * has to survive. `stop()` shuts it down and removes the folder.
 * Answers `url`, a superuser connection to the `postgres` database.
 */
export async function startThrowawayPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const folder = mkdtempSync(join(tmpdir(), 'lobbykit-pg-'));
  const data = join(folder, 'data');
  const owner = ownerOptions();
  if (owner.uid !== undefined) chownSync(folder, owner.uid, owner.gid);
  await run(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { stdio: ['ignore', 'ignore', 'inherit'], ...owner },
  );

  const port = await freePort();
  const args = [
    '-D',
    data,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
    '-c',
    'log_min_messages=fatal',
  ];
  const child = spawn(join(bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'inherit'], ...owner });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null) {
      // SIGINT is PostgreSQL's fast shutdown: it ends the sessions and exits without waiting on them.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    await waitReady(bin, port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}
