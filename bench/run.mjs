#!/usr/bin/env node
// `npm run bench`: measures, prints the tables, writes bench/results/latest.json and bench/RESULTS.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureGrid } from './grid.mjs';
import { measureHome } from './home.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measurePaint } from './paint.mjs';
import { measurePromotions } from './promotions.mjs';
import { resultsMarkdown } from './results-markdown.mjs';
import { measureServer, printServer } from './server.mjs';
import { measureSizes } from './sizes.mjs';
import { measureWorkers, printWorkers } from './workers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

const sizes = measureSizes(root);
if (sizes.length === 0) {
  console.error('Nothing built to measure: run `npm run build` first.');
  process.exit(1);
}
console.table(sizes.map((row) => ({ what: row.name, 'gzip size': kb(row.bytes), files: row.files })));

console.log('Loader tag to painted login form in Chromium: static HTML, LobbyKit, react-dom 19…');
const paint = await measurePaint(root);
for (const profile of paint.profiles) {
  console.log(profile.name);
  console.table(
    profile.rows.map((row) => ({
      page: row.name,
      'tag → painted ms': row.fromTagMs,
      'navigation → painted ms': row.fromNavigationMs,
      'vs the floor': row.ratio,
      'JS gzip': kb(row.jsGzipBytes),
      'JS files': row.jsFiles,
    })),
  );
}

console.log('Player site home page in Chromium…');
const home = await measureHome(root);
console.table([
  { measure: 'largest contentful paint', value: `${home.lcpMs} ms (${home.lcpElement})` },
  { measure: 'JavaScript transferred (uncompressed on the wire)', value: kb(home.jsWireBytes) },
  { measure: 'the same scripts at gzip level 9', value: kb(home.jsGzipBytes) },
  { measure: 'script files', value: home.jsFiles },
]);

console.log('Server load on loopback, PGlite then PostgreSQL (about five minutes)…');
const server = await measureServer(root);
printServer(server);

console.log('1 and 2 server processes on PostgreSQL (about a minute)…');
const workers = await measureWorkers(root);
printWorkers(workers);

console.log('Game grid over ~10,000 games in Chromium…');
const grid = await measureGrid(root);
console.table([
  { measure: 'first card on /rng (from navigation)', ms: grid.firstCardMs },
  { measure: 'vendor filter applied', ms: grid.vendorFilterMs },
  { measure: 'search result shown (300 ms debounce included)', ms: grid.searchMs },
  { measure: 'frame time while scrolling, p50', ms: grid.scroll.p50 },
  { measure: 'frame time while scrolling, p95', ms: grid.scroll.p95 },
]);

console.log('Promotions list of 50 in Chromium…');
const promotions = await measurePromotions(root);
console.table([
  { measure: '50 promotions painted after the list arrived (widget)', ms: promotions.widget.afterDataMs },
  { measure: 'the same cards as static HTML (floor)', ms: promotions.floor.afterDataMs },
  { measure: 'widget / floor', ms: promotions.ratio },
]);

console.log('Lighthouse on the home page (about a minute a run)…');
const lighthouse = await measureLighthouse(root);
console.table([{ ...lighthouse.scores }]);

const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  sizes,
  paint,
  home,
  server,
  workers,
  grid,
  promotions,
  lighthouse,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(root, 'bench/RESULTS.md'), resultsMarkdown(results));
