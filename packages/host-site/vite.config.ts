import { defineConfig } from 'vite';

// The site compiles its own shell with real React 19 and consumes the widgets' built ESM
// (preact/compat already resolved inside it), so the two never meet.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 5173, host: '127.0.0.1' },
});
