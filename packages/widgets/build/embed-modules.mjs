/**
 * What a chunk of the embed bundle holds, by package or source folder, in minified bytes: run the
 * build with `LOBBYKIT_EMBED_MODULES=/tmp/modules.json node build/embed.mjs`, then
 * `node build/embed-modules.mjs /tmp/modules.json [chunk file, default lobbykit.js] [id filter]`.
 */
import { readFileSync } from 'node:fs';

const [file, chunkName = 'lobbykit.js', filter] = process.argv.slice(2);
if (!file) throw new Error('usage: node build/embed-modules.mjs <modules.json> [chunk] [filter]');
const modules = Object.entries(JSON.parse(readFileSync(file, 'utf8'))[chunkName] ?? {});
/** `pkg:<name>` for a dependency, the source folder for the workspace's own modules. */
const group = (/** @type {string} */ id) => {
  const dependency = id.match(
    /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/,
  );
  return dependency
    ? `pkg:${dependency[1]}`
    : id.replace(/.*[\\/]packages[\\/]/, '').replace(/[\\/][^\\/]+$/, '/');
};
const groups = new Map();
let total = 0;
for (const [id, size] of modules) {
  total += size;
  groups.set(group(id), (groups.get(group(id)) ?? 0) + size);
}
console.log(`${chunkName}: ${total} bytes minified in ${modules.length} modules`);
for (const [name, size] of [...groups].sort((a, b) => b[1] - a[1]))
  console.log(String(size).padStart(7), name);
if (filter) {
  console.log(`\nmodules matching ${filter}:`);
  for (const [id, size] of modules.sort((a, b) => b[1] - a[1]))
    if (id.includes(filter)) console.log(String(size).padStart(7), id.replace(/.*[\\/]packages[\\/]/, ''));
}
