import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';
import { lobbykitSource, minifyCssTemplates } from './build/css-templates.mjs';
import { rawSvgEsbuild } from './build/raw-svg.mjs';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * Widget source is written against the React API; the library build points it at preact/compat
 * (left external), so a React host that bundles `dist/index.js` never meets its own React inside
 * widget code.
 */
const preactCompat: Plugin = {
  name: 'react-to-preact-compat',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
      path: /\/jsx-(dev-)?runtime$/.test(args.path) ? 'preact/jsx-runtime' : 'preact/compat',
      external: true,
    }));
  },
};

/** The CSS templates minified, as in the embed build (build/css-templates.mjs). */
const cssTemplates: Plugin = {
  name: 'minify-css-templates',
  setup(build) {
    build.onLoad({ filter: lobbykitSource }, async (args) => {
      const contents = minifyCssTemplates(await readFile(args.path, 'utf8'));
      if (contents === undefined) return undefined;
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * The ESM library for React hosts: one sdk and one preact shared with the host's bundle.
 * `testing`: the sdk-state fixtures stories and host tests use to show each state.
 * The embed bundle the loader fetches is built by build/embed.mjs (rolldown).
 */
export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/sdk-state.ts' },
  outDir: 'dist',
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  // package.json's build script empties dist once.
  clean: false,
  sourcemap: true,
  external: ['@lobbykit/sdk', '@lobbykit/api-client', 'preact', 'nanostores', 'valibot'],
  // react is a dependency (the preact/compat alias), so tsup would leave its imports as they are;
  // the plugin must see them to rewrite them to preact/compat.
  noExternal: [/^react(-dom)?(\/.*)?$/],
  esbuildPlugins: [preactCompat, cssTemplates, rawSvgEsbuild],
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.jsxImportSource = 'preact';
  },
});
