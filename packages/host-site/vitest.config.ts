import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'host-site', environment: 'node', include: ['src/**/*.test.ts'] },
});
