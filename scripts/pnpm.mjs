#!/usr/bin/env node
// `node scripts/pnpm.mjs ...` runs the pinned pnpm, so root scripts never depend on a global one.
import { pnpm } from './lib/run.mjs';

await pnpm(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
