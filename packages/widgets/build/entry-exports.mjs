/**
 * lobbykit.js exports what the lazily loaded chunks import from it, about 115 names. Rolldown names
 * those exports (`$`, `A`, `At` ...) before the minifier names the locals, so the entry ends with
 * `export{or as $,fe as $t,…}`: about 0.5 KB of gzip, half of it pairing two names per export.
 * Here each export takes its local's name (`export{or,fe,…}`) and the chunks' imports follow
 * (`import{$ as e}from"../lobbykit.js"` becomes `import{or as e}…`).
 *
 * Rolldown hashed the chunks before this rewrite, so their names would no longer tell their content
 * apart (a cached chunk that imports `or` from a lobbykit.js whose `or` is now another function).
 * Every chunk's hash therefore takes in the export names it was hashed without: a chunk keeps its
 * name only while its rolldown hash (its content and its imports' names) and the entry's names stay.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';

const ENTRY = 'lobbykit.js';

/** `export{a as b,c};` closing the entry, as rolldown writes it. */
const EXPORTS = /export\{([^}]*)\};?\s*$/;

/** A chunk's file name: `<folder>/<name>-<hash>.js`, the hash as rolldown writes it (8 characters). */
const HASHED = /^(.*-)([\w-]{8})(\.js)$/;

/**
 * `local as exported` or `name` specifiers, as `[left, right]` pairs.
 * @param {string} list
 * @returns {[string, string][]}
 */
function specifiers(list) {
  return list
    .split(',')
    .filter((one) => one.trim() !== '')
    .map((one) => {
      const [left = '', right = left] = one.trim().split(/\s+as\s+/);
      return [left, right];
    });
}

/**
 * The bundle's chunks (file name and code) with lobbykit.js exporting its locals by their own names,
 * the other chunks importing those names, and every hashed chunk renamed for it (references to it
 * included). Answers the chunks as they are when the entry exports nothing.
 * @param {readonly { fileName: string, code: string, imports: readonly string[] }[]} chunks
 * @returns {{ fileName: string, code: string }[]}
 */
export function exportLocalNames(chunks) {
  const entry = chunks.find((chunk) => chunk.fileName === ENTRY);
  const found = entry?.code.match(EXPORTS);
  if (!entry || !found) return chunks.map(({ fileName, code }) => ({ fileName, code }));
  /** exported name -> local name */
  const locals = new Map(specifiers(/** @type {string} */ (found[1])).map(([local, name]) => [name, local]));
  const ownNames = [...new Set(locals.values())];
  const salt = [...locals].map(([name, local]) => `${name}=${local}`).join(',');

  /** @type {Map<string, string>} old file name -> new, for every hashed chunk */
  const renamed = new Map();
  for (const { fileName } of chunks) {
    const parts = fileName.match(HASHED);
    if (!parts) continue;
    const hash = createHash('sha256').update(`${parts[2]}\0${salt}`).digest('base64url').slice(0, 8);
    renamed.set(fileName, `${parts[1]}${hash}${parts[3]}`);
  }
  const basenames = new Map([...renamed].map(([from, to]) => [posix.basename(from), posix.basename(to)]));

  return chunks.map((chunk) => {
    let code =
      chunk === entry
        ? entry.code.replace(EXPORTS, `export{${ownNames.join(',')}};`)
        : importLocals(chunk, locals);
    code = code.replace(/[\w.-]+-[\w-]{8}\.js/g, (name) => basenames.get(name) ?? name);
    return { fileName: renamed.get(chunk.fileName) ?? chunk.fileName, code };
  });
}

/**
 * `chunk`'s code with its import from lobbykit.js asking for the entry's local names.
 * @param {{ fileName: string, code: string, imports: readonly string[] }} chunk
 * @param {Map<string, string>} locals exported name -> local name
 */
function importLocals(chunk, locals) {
  const fromEntry = new RegExp(`import\\{([^}]*)\\}from"(${entryPath(chunk.fileName)})"`, 'g');
  const imports = [...chunk.code.matchAll(fromEntry)];
  const expected = chunk.imports.includes(ENTRY) ? 1 : 0;
  if (imports.length !== expected)
    throw new Error(
      `embed build: ${chunk.fileName} imports from ${ENTRY} ${imports.length} times, expected ${expected}`,
    );
  return chunk.code.replace(fromEntry, (_, list, path) => {
    const names = specifiers(list).map(([name, alias]) => {
      const local = locals.get(name);
      if (local === undefined)
        throw new Error(`embed build: ${ENTRY} does not export ${name} (${chunk.fileName})`);
      return local === alias ? local : `${local} as ${alias}`;
    });
    // In the names' order, as rolldown writes them: the chunks' import lists gzip better alike.
    return `import{${names.sort().join(',')}}from"${path}"`;
  });
}

/** lobbykit.js as a chunk in `fileName`'s folder imports it (`../lobbykit.js`), escaped for a RegExp. */
function entryPath(/** @type {string} */ fileName) {
  const relative = posix.relative(posix.dirname(fileName), ENTRY);
  return (relative.startsWith('.') ? relative : `./${relative}`).replace(/\./g, '\\.');
}
