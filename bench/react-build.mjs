import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Widget source imports `react`; in packages/widgets that is preact/compat. Here every `react` and
 * `react-dom` import resolves to bench's real React 19. The widgets' tsconfig compiles JSX against
 * `preact/jsx-runtime` (esbuild honours it over build options), which has React's automatic-runtime
 * API, so it goes to `react/jsx-runtime`; any other preact import is refused so nothing of preact
 * slips into the comparison.
 */
const realReact = {
  name: 'real-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
      path: require.resolve(args.path, { paths: [bench] }),
    }));
    build.onResolve({ filter: /^preact\/jsx-(dev-)?runtime$/ }, () => ({
      path: require.resolve('react/jsx-runtime', { paths: [bench] }),
    }));
    build.onResolve({ filter: /^preact(\/.*)?$/ }, (args) => ({
      errors: [{ text: `preact imported by ${args.importer}: the React bundle must not contain it` }],
    }));
  },
};

/** The same CSS-template minification packages/widgets/tsup.config.ts applies, so CSS bytes match. */
const minifyCssTemplates = {
  name: 'minify-css-templates',
  setup(build) {
    const template = /(Css = `)([^`]*)(`;)/g;
    const minify = (css) =>
      css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,])\s*/g, '$1')
        .replace(/:\s+/g, ':')
        .replace(/;}/g, '}')
        .trim();
    build.onLoad({ filter: /[\\/]widgets[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('Css = `')) return undefined;
      const contents = source.replace(template, (_whole, open, css, close) => open + minify(css) + close);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Builds the bench-only embed bundle whose login widget renders with react-dom 19, with the options
 * of the real embed build (ESM, splitting, minified, es2022, production). Answers the entry's path.
 */
export async function buildReactEmbed(outdir) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: { lobbykit: join(bench, 'react-login/embed.js') },
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    treeShaking: true,
    target: 'es2022',
    platform: 'browser',
    jsx: 'automatic',
    jsxImportSource: 'react',
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    conditions: ['source', 'module', 'browser', 'production'],
    mainFields: ['module', 'browser', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [realReact, minifyCssTemplates],
    logLevel: 'error',
  });
  return join(outdir, 'lobbykit.js');
}
