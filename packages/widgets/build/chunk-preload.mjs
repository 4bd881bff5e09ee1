/**
 * No chunk waterfall (issue 15 item 5): a widget chunk statically imports shared chunks, which import
 * more, and the browser discovers each level only once the one above has arrived and been parsed (the
 * register form's chunks were four levels deep). The build knows the whole graph, so each chunk ends
 * with a bare `import"./x.js";` for every chunk it needs further down: once a widget's chunk is in,
 * the browser asks for all the rest at once. Two round trips whatever the depth, and not a byte more
 * in lobbykit.js (a preload list per dynamic import there cost 1.8 KB of gzip, against its budget).
 *
 * Appended after the chunk's own imports, the extra ones change nothing in what runs when: modules
 * run in the order of the first import that reaches them, and each of these is reached first through
 * the imports before it.
 */

/**
 * For every chunk, the chunks it needs before it can run: its static imports, transitively.
 * @param {Record<string, { imports: readonly string[] }>} chunks file name (as in the bundle) to its
 *   static imports (file names)
 * @returns {Map<string, Set<string>>}
 */
export function staticClosures(chunks) {
  /** @type {Map<string, Set<string>>} */
  const closures = new Map();
  for (const name of Object.keys(chunks)) {
    /** @type {Set<string>} */
    const found = new Set();
    const pending = [...(chunks[name]?.imports ?? [])];
    while (pending.length > 0) {
      const next = /** @type {string} */ (pending.pop());
      if (found.has(next)) continue;
      found.add(next);
      pending.push(...(chunks[next]?.imports ?? []));
    }
    closures.set(name, found);
  }
  return closures;
}

/**
 * The chunks `name` needs that it does not import itself: neither its own imports, nor itself, nor
 * `entry` (lobbykit.js, in the page before any chunk).
 * @param {string} name
 * @param {readonly string[]} imports its static imports
 * @param {Map<string, Set<string>>} closures
 * @param {string} entry
 */
export function deeperChunks(name, imports, closures, entry) {
  const own = new Set([...imports, name, entry]);
  return [...(closures.get(name) ?? [])].filter((chunk) => !own.has(chunk)).sort();
}

/**
 * `code` of chunk `name` with a bare import of every chunk it needs further down, relative to it.
 * @param {string} name file name of the chunk (`chunks/x-hash.js`)
 * @param {string} code its generated code
 * @param {readonly string[]} imports its static imports
 * @param {Map<string, Set<string>>} closures from staticClosures
 * @param {string} entry the entry's file name
 */
export function flattenImports(name, code, imports, closures, entry = 'lobbykit.js') {
  const deeper = deeperChunks(name, imports, closures, entry);
  if (deeper.length === 0) return code;
  const folder = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '';
  const specifier = (/** @type {string} */ file) =>
    file.startsWith(folder) ? `./${file.slice(folder.length)}` : `../${file}`;
  return `${code}\n${deeper.map((file) => `import"${specifier(file)}";`).join('')}`;
}
