/**
 * `import('flag-icons/flags/4x3/ph.svg?raw')` as the file's markup, for the two builds that do not
 * read `?raw` themselves (tsup's esbuild for the ESM library, rolldown for the embed bundle; Vite,
 * so vitest and storybook, does). The markup loses the whitespace between tags on the way.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, resolve } from 'node:path';

const RAW = /\.svg\?raw$/;

/**
 * Where `id` (a package path or a relative one) points, without its `?raw`.
 * @param {string} id
 * @param {string} importer
 */
function locate(id, importer) {
  const path = id.replace(/\?raw$/, '');
  if (isAbsolute(path)) return path;
  if (path.startsWith('.')) return resolve(dirname(importer), path);
  return createRequire(importer).resolve(path);
}

/** @param {string} markup */
export function compactSvg(markup) {
  return markup.replace(/>\s+</g, '><').trim();
}

/** @param {string} path */
async function moduleFor(path) {
  return `export default ${JSON.stringify(compactSvg(await readFile(path, 'utf8')))};`;
}

/** @type {NonNullable<import('tsup').Options['esbuildPlugins']>[number]} */
export const rawSvgEsbuild = {
  name: 'raw-svg',
  setup(build) {
    build.onResolve({ filter: RAW }, (args) => ({
      path: locate(args.path, args.importer),
      namespace: 'raw-svg',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw-svg' }, async (args) => ({
      contents: await moduleFor(args.path),
      loader: 'js',
    }));
  },
};

/** @type {import('rolldown').Plugin} */
export const rawSvgRolldown = {
  name: 'raw-svg',
  resolveId: {
    filter: { id: RAW },
    handler(id, importer) {
      return `\0raw-svg:${locate(id, importer ?? resolve('index.js'))}`;
    },
  },
  load: {
    filter: { id: /^\0raw-svg:/ },
    handler(id) {
      return moduleFor(id.slice('\0raw-svg:'.length));
    },
  },
};
