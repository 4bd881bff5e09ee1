import { defineConfig } from 'vitest/config';

// One run over every package's own vitest config, and the root scripts' tests (scripts/vitest.config.ts).
// Two workers: the machines have two cores, and each server test file holds a PGlite instance of its own.
export default defineConfig({
  test: {
    projects: ['packages/*', 'scripts'],
    maxWorkers: 2,
  },
});
