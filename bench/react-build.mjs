import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEmbed } from '../packages/widgets/build/embed.mjs';

const bench = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Widget source imports `react`; in packages/widgets that is preact/compat. Here every `react` and
 * `react-dom` import resolves to bench's real React 19. The widgets' tsconfig compiles JSX against
 * `preact/jsx-runtime` (the build reads it from that tsconfig), which has React's automatic-runtime
 * API, so it goes to `react/jsx-runtime`; any other preact import is refused so nothing of preact
 * slips into the comparison.
 */
const realReact = {
  name: 'real-react',
  resolveId: {
    filter: { id: /^(react|react-dom|preact)(\/.*)?$/ },
    handler(id, importer) {
      if (/^react(-dom)?(\/.*)?$/.test(id)) return require.resolve(id, { paths: [bench] });
      if (/^preact\/jsx-(dev-)?runtime$/.test(id))
        return require.resolve('react/jsx-runtime', { paths: [bench] });
      throw new Error(`preact imported by ${importer}: the React bundle must not contain it`);
    },
  },
};

/**
 * Builds the bench-only embed bundle whose login widget renders with react-dom 19, with the options
 * of the real embed build (packages/widgets/build/embed.mjs: the same bundler, chunking, minifier and
 * CSS minification). Answers the entry's path.
 */
export function buildReactEmbed(outDir) {
  return buildEmbed({
    entry: join(bench, 'react-login/embed.js'),
    firstPaint: join(bench, 'react-login/login-widget.js'),
    outDir,
    plugins: [realReact],
  });
}
