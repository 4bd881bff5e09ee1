/**
 * The player site's file server (scripts/lib/static-server.mjs, as `npm start` runs it) in a process
 * of its own: in the bench's process it shared an event loop with Playwright, whose protocol traffic
 * during a page load held the site's answers back (a trace: the page's first four files asked at
 * 35 ms and sent at 61 ms, on loopback). Run as a script it serves the JSON options it is given and
 * says where; `spawnSite` starts it and answers that URL and `stop()`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { untilListening } from './platform-process.mjs';

const SELF = fileURLToPath(import.meta.url);

/** `options` as startStaticServer takes them, minus functions (`policies`): they cross as JSON. */
export function spawnSite(root, options) {
  const child = spawn(process.execPath, [SELF, root, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return untilListening(child, "the site's file server");
}

if (process.argv[1] === SELF) {
  const [root, options] = process.argv.slice(2);
  const { startStaticServer } = await import(pathToFileURL(`${root}/scripts/lib/static-server.mjs`).href);
  const server = await startStaticServer(JSON.parse(options));
  const { address, port } = server.address();
  console.log(`listening on http://${address}:${port}`);
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
