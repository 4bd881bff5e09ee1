#!/usr/bin/env node
// The browser parts of `npm run bench` alone (after `npm run build`): measures, prints, and puts the
// figures into bench/results/latest.json and bench/RESULTS.md beside the other parts' last ones.
//   node bench/run-browser.mjs                                  (paint, register, home, grid, promotions and Lighthouse)
//   LOBBYKIT_BENCH_ONLY=paint,grid node bench/run-browser.mjs   (only those parts)
//   LOBBYKIT_BENCH_NOTE='...' says under each part's table what else ran on the machine then
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureGrid } from './grid.mjs';
import { measureHome } from './home.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measurePaint, measureRegisterPaint } from './paint.mjs';
import { measurePromotions } from './promotions.mjs';
import { resultsMarkdown } from './results-markdown.mjs';
import { measureSizes } from './sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const latest = join(root, 'bench/results/latest.json');

const parts = {
  paint: measurePaint,
  register: measureRegisterPaint,
  home: measureHome,
  grid: measureGrid,
  promotions: measurePromotions,
  lighthouse: measureLighthouse,
};
const only = process.env.LOBBYKIT_BENCH_ONLY?.split(',').map((part) => part.trim());
const chosen = Object.keys(parts).filter((part) => !only || only.includes(part));
if (chosen.length === 0) {
  console.error(`LOBBYKIT_BENCH_ONLY names none of: ${Object.keys(parts).join(', ')}`);
  process.exit(1);
}

const measured = { sizes: measureSizes(root) };
for (const part of chosen) {
  console.log(`Measuring ${part} in Chromium…`);
  const note = process.env.LOBBYKIT_BENCH_NOTE;
  const at = new Date().toISOString().slice(0, 16).replace('T', ' ');
  measured[part] = {
    ...(await parts[part](root)),
    note2: `Measured ${at} UTC with \`LOBBYKIT_BENCH_ONLY\` (bench/run-browser.mjs)${note ? `: ${note}` : '.'}`,
  };
  console.log(JSON.stringify(measured[part], null, 2));
}

const results = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : null;
if (!results?.server) {
  console.log('No server figures in bench/results/latest.json: run `npm run bench` for RESULTS.md.');
  process.exit(0);
}
const merged = { ...results, ...measured, browserMeasuredAt: new Date().toISOString() };
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(latest, `${JSON.stringify(merged, null, 2)}\n`);
writeFileSync(join(root, 'bench/RESULTS.md'), resultsMarkdown(merged));
