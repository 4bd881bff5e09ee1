#!/usr/bin/env node
// The server part of `npm run bench` alone (after `npm run build`): measures, prints, and puts the
// server figures into bench/results/latest.json and bench/RESULTS.md beside the other parts' last ones.
//   LOBBYKIT_BENCH_SECONDS=1 node bench/run-server.mjs   (a quick run)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultsMarkdown } from './results-markdown.mjs';
import { measureServer, printServer } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const latest = join(root, 'bench/results/latest.json');

console.log('Server load on loopback, PGlite then PostgreSQL…');
const server = await measureServer(root);
printServer(server);

const results = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : null;
if (!results?.sizes) {
  console.log(
    'No results of the other parts in bench/results/latest.json: run `npm run bench` for RESULTS.md.',
  );
  process.exit(0);
}
const merged = { ...results, server, serverMeasuredAt: new Date().toISOString() };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(latest, `${JSON.stringify(merged, null, 2)}\n`);
writeFileSync(join(root, 'bench/RESULTS.md'), resultsMarkdown(merged));
