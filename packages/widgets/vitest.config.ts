import { defineConfig } from 'vitest/config';

// Widgets are React-API code that must only ever meet preact: alias react to preact/compat here too,
// so a test can never load a second React.
const preactAliases = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?(\/client)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: preactAliases,
  },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    name: 'widgets',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
  },
});
