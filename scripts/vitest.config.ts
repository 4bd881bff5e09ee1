import { defineProject } from 'vitest/config';

// The root scripts' own tests (the static server of `npm start`), in Node.
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.mjs'] },
});
