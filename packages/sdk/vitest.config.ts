import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'sdk',
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // *.test-d.ts: the public API's type tests, checked by tsc (expectTypeOf, @ts-expect-error).
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
