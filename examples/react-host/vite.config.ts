import { defineConfig } from 'vite';

/**
 * A partner's own React 19 app (real React, not preact/compat): the widgets come from the
 * `@lobbykit/widgets` ESM build, which carries its own preact inside each widget's shadow root, so
 * the app's React never renders widget code. Built with relative URLs, so `npm start` serves it under
 * /react-host/ (and any partner under any path).
 */
export default defineConfig({
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: { target: 'es2022', sourcemap: true, outDir: 'dist', emptyOutDir: true },
});
