#!/usr/bin/env node
// `npm run bench`: measures, prints one table, writes bench/results/latest.json and bench/RESULTS.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureGrid } from './grid.mjs';
import { measureServer } from './server.mjs';
import { measureSizes } from './sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const sizes = measureSizes(root);
if (sizes.length === 0) {
  console.error('Nothing built to measure: run `npm run build` first.');
  process.exit(1);
}

console.table(sizes.map((row) => ({ what: row.name, 'gzip size': kb(row.bytes), files: row.files })));

console.log('Server load on loopback (this takes about half a minute)…');
const server = await measureServer(root);
console.table(
  server.rows.map((row) => ({
    endpoint: row.name,
    'req/s': row.server.rps,
    'p50 ms': row.server.p50,
    'p99 ms': row.server.p99,
    'bare node:http req/s': row.ceiling.rps,
    'share of ceiling': row.ratio,
  })),
);
console.log(`login (scrypt + JWE), sequential: p50 ${server.login.p50} ms, p99 ${server.login.p99} ms`);

console.log('Game grid over ~10,000 games in Chromium…');
const grid = await measureGrid(root);
console.table([
  { measure: 'first card on /rng (from navigation)', ms: grid.firstCardMs },
  { measure: 'vendor filter applied', ms: grid.vendorFilterMs },
  { measure: 'search result shown (300 ms debounce included)', ms: grid.searchMs },
  { measure: 'frame time while scrolling, p50', ms: grid.scroll.p50 },
  { measure: 'frame time while scrolling, p95', ms: grid.scroll.p95 },
]);

const results = { measuredAt: new Date().toISOString(), node: process.version, sizes, server, grid };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(
  join(root, 'bench/RESULTS.md'),
  [
    '# Benchmark results',
    '',
    `Measured ${results.measuredAt.slice(0, 10)} on Node ${process.version} by \`npm run bench\`.`,
    '',
    '## Download sizes (gzip, level 9)',
    '',
    '| what | gzip | files |',
    '|---|---|---|',
    ...sizes.map((row) => `| ${row.name} | ${kb(row.bytes)} | ${row.files} |`),
    '',
    'Widget rows (`+ ...`) count what the chunk adds on top of the runtime entry.',
    '',
    `## Platform server on ${server.database}, loopback, ${server.concurrency} concurrent keep-alive clients, ${server.seconds} s each`,
    '',
    'Each endpoint is measured against a bare `node:http` server answering the same JSON from memory in the same run (the ceiling).',
    '',
    '| endpoint | req/s | p50 ms | p99 ms | bare node:http req/s | share of ceiling |',
    '|---|---|---|---|---|---|',
    ...server.rows.map(
      (row) =>
        `| ${row.name} | ${row.server.rps} | ${row.server.p50} | ${row.server.p99} | ${row.ceiling.rps} | ${row.ratio} |`,
    ),
    '',
    `Login (scrypt is slow on purpose; ${server.login.note}): p50 ${server.login.p50} ms, p99 ${server.login.p99} ms.`,
    '',
    `## Game grid over ~10,000 games (${grid.note}, median of ${grid.runs} runs)`,
    '',
    '| measure | ms |',
    '|---|---|',
    `| first card on /rng, from navigation | ${grid.firstCardMs} |`,
    `| vendor filter applied | ${grid.vendorFilterMs} |`,
    `| search result shown (includes the 300 ms debounce) | ${grid.searchMs} |`,
    `| frame time while scrolling, p50 / p95 | ${grid.scroll.p50} / ${grid.scroll.p95} |`,
    '',
    `While scrolling, the virtualised grid kept ${grid.scroll.cardsInDom} cards in the DOM.`,
    '',
  ].join('\n'),
);
