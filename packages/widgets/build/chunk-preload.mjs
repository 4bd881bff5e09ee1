/**
 * No chunk waterfall (issue 15 item 5): a widget chunk statically imports shared chunks, which import
 * more, and the browser discovers each level only once the one above has arrived and parsed (the
 * register form was four round trips deep). The build knows the whole graph, so every dynamic
 * `import()` in the bundle is rewritten to announce, at the moment it starts, every chunk the
 * imported one will need: `import(P("./x.js", ["a", "b"]))`, where `P` adds a `modulepreload` link
 * per chunk not already loaded and returns the specifier unchanged. All of a widget's chunks are then
 * fetched in parallel, in one round trip, and nothing evaluates before the import itself does.
 */
import { posix } from 'node:path';
import { minifySync } from 'rolldown/utils';

/**
 * For every chunk, the chunks it needs before it can run: its static imports, transitively.
 * @param {Record<string, { imports: readonly string[] }>} chunks file name (as in the bundle) to its
 *   static imports (file names)
 * @returns {Map<string, Set<string>>}
 */
export function staticClosures(chunks) {
  /** @type {Map<string, Set<string>>} */
  const closures = new Map();
  /** @param {string} name */
  const closure = (name) => {
    const known = closures.get(name);
    if (known) return known;
    /** @type {Set<string>} */
    const found = new Set();
    closures.set(name, found);
    const pending = [...(chunks[name]?.imports ?? [])];
    while (pending.length > 0) {
      const next = /** @type {string} */ (pending.pop());
      if (found.has(next)) continue;
      found.add(next);
      pending.push(...(chunks[next]?.imports ?? []));
    }
    return found;
  };
  for (const name of Object.keys(chunks)) closure(name);
  return closures;
}

/** `import("./x.js")` or ``import(`./x.js`)`` as the minifier writes a static specifier. */
const DYNAMIC_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`$]+?\.js)\1\)/g;

/** The name of the function the rewritten imports call (module scope: no global is set). */
export const PRELOAD = '__lkPreload';

/**
 * The chunks that `import(specifier)` in `importer` will fetch, other than the imported chunk itself:
 * its static closure minus what `importer` already has loaded (its own closure, and itself).
 * @param {string} importer
 * @param {string} target
 * @param {Map<string, Set<string>>} closures
 */
export function chunksToPreload(importer, target, closures) {
  const loaded = closures.get(importer) ?? new Set();
  return [...(closures.get(target) ?? [])].filter((name) => name !== importer && !loaded.has(name)).sort();
}

/**
 * Rewrites a chunk's dynamic imports of other chunks of the bundle to preload their chunks first.
 * Paths in the call are relative to `importer`'s folder, without `.js`.
 * @param {string} importer file name of the chunk (e.g. `lobbykit.js`, `chunks/x-hash.js`)
 * @param {string} code its generated code
 * @param {Map<string, Set<string>>} closures from staticClosures
 * @returns {string} the code, unchanged when no import needs a preload
 */
export function rewriteDynamicImports(importer, code, closures) {
  const folder = posix.dirname(importer);
  let used = false;
  const rewritten = code.replace(DYNAMIC_IMPORT, (whole, quote, specifier) => {
    const target = posix.join(folder, specifier);
    if (!closures.has(target)) return whole;
    const files = chunksToPreload(importer, target, closures);
    if (files.length === 0) return whole;
    used = true;
    const relative = files.map((file) => JSON.stringify(posix.relative(folder, file).replace(/\.js$/, '')));
    return `import(${PRELOAD}(${quote}${specifier}${quote},[${relative.join(',')}]))`;
  });
  return used ? `${rewritten}\n${preloadSource()}` : code;
}

/**
 * What `P` does in the browser: one `<link rel="modulepreload">` per chunk (fetched and parsed, not
 * run), with the bundle's CORS mode (`crossorigin` anonymous, as the loader's module script), once per
 * page; the specifier comes back for the `import()` around it.
 * @param {string} specifier
 * @param {readonly string[]} files relative to `base`, without `.js`
 * @param {string} base the importing chunk's URL (`import.meta.url`)
 * @param {Document} doc
 * @returns {string}
 */
export function preloadChunks(specifier, files, base, doc = document) {
  for (const file of files) {
    const href = new URL(`${file}.js`, base).href;
    if (doc.querySelector(`link[rel=modulepreload][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  return specifier;
}

/** preloadChunks as a chunk carries it: a module-scope function (no global), minified. */
function preloadSource() {
  const source = `export function ${PRELOAD}(s,f){return(${preloadChunks})(s,f,import.meta.url,document)}`;
  const { code, errors } = minifySync('chunk-preload.js', source, {
    module: true,
    compress: true,
    mangle: { toplevel: false },
  });
  if (errors.length > 0) throw new Error(`chunk preload: ${errors.map((error) => error.message).join('; ')}`);
  // Declared, not exported: the chunk's own exports stay what other chunks import.
  return code.replace(/^export /, '').trim();
}
