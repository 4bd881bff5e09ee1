#!/usr/bin/env node
// `npm run bench`: measures, prints one table, writes bench/results/latest.json and bench/RESULTS.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureSizes } from './sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const sizes = measureSizes(root);
if (sizes.length === 0) {
  console.error('Nothing built to measure: run `npm run build` first.');
  process.exit(1);
}

console.table(sizes.map((row) => ({ what: row.name, 'gzip size': kb(row.bytes), files: row.files })));

const results = { measuredAt: new Date().toISOString(), node: process.version, sizes };
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
  ].join('\n'),
);
