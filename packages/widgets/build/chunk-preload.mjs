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
 * the imports before it. Only the chunks lobbykit.js loads get them, and only for chunks their
 * importers have not loaded already.
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
 * What is in the page already whenever `target` is imported dynamically: the chunks every one of its
 * dynamic importers had loaded (each importer and its static closure).
 * @param {string} target
 * @param {readonly { fileName: string, dynamicImports: readonly string[] }[]} chunks
 * @param {Map<string, Set<string>>} closures
 * @returns {Set<string>}
 */
export function loadedBefore(target, chunks, closures) {
  /** @type {Set<string> | undefined} */
  let loaded;
  for (const chunk of chunks) {
    if (!chunk.dynamicImports.includes(target)) continue;
    const has = new Set([chunk.fileName, ...(closures.get(chunk.fileName) ?? [])]);
    loaded = loaded ? new Set([...loaded].filter((name) => has.has(name))) : has;
  }
  return loaded ?? new Set();
}

/**
 * The chunks `name` needs that it does not import itself: neither its own imports, nor itself, nor
 * what is loaded before it (`loaded`, which holds the entry).
 * @param {string} name
 * @param {readonly string[]} imports its static imports
 * @param {Map<string, Set<string>>} closures
 * @param {ReadonlySet<string>} loaded
 */
export function deeperChunks(name, imports, closures, loaded) {
  const own = new Set([...imports, name]);
  return [...(closures.get(name) ?? [])].filter((chunk) => !own.has(chunk) && !loaded.has(chunk)).sort();
}

/**
 * The bundle's chunks with a bare import of every chunk each one lobbykit.js loads lazily needs
 * further down (relative to it), beyond what its importers have loaded already. Chunks only ever
 * imported statically need none: whoever imports them asked for their graph already. Answers each
 * chunk's new code by file name, for the chunks that change.
 * @param {readonly { fileName: string, code: string, imports: readonly string[], dynamicImports: readonly string[], isEntry: boolean }[]} chunks
 * @returns {Map<string, string>}
 */
export function flattenBundle(chunks) {
  const closures = staticClosures(Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk])));
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  // The chunks lobbykit.js loads (widgets, modal views, the login form's parts). Chunks those load in
  // turn (an agent center page) keep their levels: the list would cost each about 200 bytes of gzip,
  // against budgets of their own (issue 11: 10 KB a page).
  const targets = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.dynamicImports));
  /** @type {Map<string, string>} */
  const changed = new Map();
  for (const chunk of chunks) {
    if (chunk.isEntry || !targets.has(chunk.fileName)) continue;
    const loaded = new Set([...entries, ...loadedBefore(chunk.fileName, chunks, closures)]);
    const deeper = deeperChunks(chunk.fileName, chunk.imports, closures, loaded);
    if (deeper.length === 0) continue;
    const folder = chunk.fileName.slice(0, chunk.fileName.lastIndexOf('/') + 1);
    const specifier = (/** @type {string} */ file) =>
      file.startsWith(folder) ? `./${file.slice(folder.length)}` : `../${file}`;
    changed.set(
      chunk.fileName,
      `${chunk.code}\n${deeper.map((file) => `import"${specifier(file)}";`).join('')}`,
    );
  }
  return changed;
}
