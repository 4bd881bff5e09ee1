import { execFile } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The ports `npm start` listens on, checked before it starts anything: a port another program holds
 * (often an earlier `npm start` still running) ends it with a message that names the port, what holds
 * it when `ss` or `lsof` can say, and how to free it or pick another.
 */

/** True when nothing listens on `host:port` (a listen there would fail with EADDRINUSE). */
function isFree(host, port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error.code !== 'EADDRINUSE'));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function output(command, args) {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 2_000 }, (error, stdout) => resolve(error ? '' : stdout));
  });
}

/**
 * What listens on `port`, as `name (pid N)`: from `ss -ltnpH`, else `lsof`; undefined when neither
 * is installed or says (another user's process, for one).
 */
export async function portHolder(port) {
  const ss = await output('ss', ['-ltnpH', `sport = :${port}`]);
  const fromSs = ss.match(/users:\(\("([^"]+)",pid=(\d+)/);
  if (fromSs) return `${fromSs[1]} (pid ${fromSs[2]})`;
  const lsof = await output('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fpc']);
  const pid = lsof.match(/^p(\d+)$/m)?.[1];
  const name = lsof.match(/^c(.+)$/m)?.[1];
  return pid ? `${name ?? 'a process'} (pid ${pid})` : undefined;
}

/** The next port after `port` that is free on `host`, to suggest; undefined after 20 taken ones. */
async function nextFreePort(host, port) {
  for (let candidate = port + 1; candidate <= Math.min(port + 20, 65_535); candidate++) {
    if (await isFree(host, candidate)) return candidate;
  }
  return undefined;
}

/** The lines that say `port` of `name` is taken, by whom, and what to do. */
export async function portTakenMessage(host, { name, port, variable }) {
  const holder = await portHolder(port);
  const pid = holder?.match(/pid (\d+)/)?.[1];
  const other = await nextFreePort(host, port);
  return [
    `Port ${port} (${name}) on ${host} is already in use${holder ? `, by ${holder}` : ''}.`,
    `  Free it: stop that program${pid ? ` (kill ${pid})` : ''}, often an earlier \`npm start\` still running;`,
    `  or choose another port: ${variable}=${other ?? '<port>'} npm start`,
  ].join('\n');
}

/**
 * Checks that each of `ports` ({ name, port, variable }) is free on `host`; throws one error naming
 * every taken one.
 */
export async function ensurePortsFree(host, ports) {
  const messages = [];
  for (const entry of ports) {
    if (!(await isFree(host, entry.port))) messages.push(await portTakenMessage(host, entry));
  }
  if (messages.length > 0) throw new Error(messages.join('\n'));
}
