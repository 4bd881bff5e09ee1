import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * Widget source is written against the React API; both builds resolve it to preact/compat here, so
 * a React host that bundles `dist/index.js` never meets its own React inside widget code.
 */
function preactCompat(external: boolean): Plugin {
  return {
    name: 'react-to-preact-compat',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
        const target = /\/jsx-(dev-)?runtime$/.test(args.path) ? 'preact/jsx-runtime' : 'preact/compat';
        if (external) return { path: target, external: true };
        return build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir });
      });
    },
  };
}

/**
 * CSS lives in `const somethingCss = \`...\`` templates beside its component; the builds drop its
 * comments and whitespace, which are most of its bytes. Only whitespace that CSS never needs goes:
 * runs collapse to one space, and none is kept around braces, semicolons, commas or after colons.
 */
function minifyCssTemplates(): Plugin {
  const template = /(Css = `)([^`]*)(`;)/g;
  const minify = (css: string) =>
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      // After a colon: property values and media features; selectors never have a space there.
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .trim();
  return {
    name: 'minify-css-templates',
    setup(build) {
      build.onLoad({ filter: /[\\/]widgets[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('Css = `')) return undefined;
        const contents = source.replace(
          template,
          (_whole, open: string, css: string, close: string) => open + minify(css) + close,
        );
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

const jsx = { jsx: 'automatic', jsxImportSource: 'preact' } as const;

export default defineConfig([
  {
    // The ESM library for React hosts: one sdk and one preact shared with the host's bundle.
    // `testing`: the sdk-state fixtures stories and host tests use to show each state.
    entry: { index: 'src/index.ts', testing: 'src/testing/sdk-state.ts' },
    outDir: 'dist',
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    dts: true,
    // package.json's build script empties dist once; two builds cleaning it would race.
    clean: false,
    sourcemap: true,
    external: ['@lobbykit/sdk', '@lobbykit/api-client', 'preact', 'nanostores', 'valibot'],
    // react is a dependency (the preact/compat alias), so tsup would leave its imports as they are;
    // the plugin below must see them to rewrite them to preact/compat.
    noExternal: [/^react(-dom)?(\/.*)?$/],
    esbuildPlugins: [preactCompat(true), minifyCssTemplates()],
    esbuildOptions(options) {
      Object.assign(options, jsx);
    },
  },
  {
    // The embed bundle the loader fetches: everything inside, one chunk per widget, encryption
    // (jose) only in the chunk api-client imports on the first encrypted call.
    entry: { lobbykit: 'src/embed.ts' },
    outDir: 'dist/embed',
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    splitting: true,
    minify: true,
    treeshake: true,
    clean: false,
    dts: false,
    sourcemap: false,
    noExternal: [/.*/],
    esbuildPlugins: [preactCompat(false), minifyCssTemplates()],
    esbuildOptions(options) {
      Object.assign(options, jsx);
      options.entryNames = '[name]';
      options.chunkNames = 'chunks/[name]-[hash]';
      // Workspace packages from source: the embed build never waits on the sdk's own build.
      options.conditions = ['source', 'module', 'browser', 'production'];
      // ESM before a package's `browser` field: dlv (under rosetta) points `browser` at a UMD build,
      // which drags CommonJS interop helpers into the runtime.
      options.mainFields = ['module', 'browser', 'main'];
      options.define = { ...options.define, 'process.env.NODE_ENV': '"production"' };
    },
  },
]);
