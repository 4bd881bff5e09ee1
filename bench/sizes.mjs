import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function walk(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** The files of an ESM bundle that `entry` loads before it runs: its static imports, transitively. */
function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["'](\.[^"']+)["']/g)) {
      visit(join(file, '..', match[1]));
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * Gzip sizes of what a page downloads: the loader snippet, the embed runtime with the login form,
 * the forms' first frames, each widget and modal view chunk with the shared chunks it imports, and
 * the libraries loaded on first use (encryption, the HTML sanitiser).
 */
export function measureSizes(root) {
  const embed = join(root, 'packages/widgets/dist/embed');
  const rows = [];
  const loader = join(root, 'packages/sdk/dist/loader.min.js');
  if (existsSync(loader)) rows.push({ name: 'loader snippet', bytes: gzip(loader), files: 1 });

  const entry = join(embed, 'lobbykit.js');
  if (!existsSync(entry)) return rows;
  const runtime = staticClosure(entry);
  const runtimeBytes = runtime.reduce((sum, file) => sum + gzip(file), 0);
  // The embed build puts the login form into lobbykit.js with the runtime (packages/widgets/build/embed.mjs).
  rows.push({ name: 'runtime + login form (lobbykit.js)', bytes: runtimeBytes, files: runtime.length });
  // The forms' first frames: the module the snippet fetches beside the runtime, and the markup of
  // one a page can hold itself instead (it travels in the page's HTML).
  const frames = join(embed, 'first-frame.js');
  if (existsSync(frames)) rows.push({ name: 'first frames (first-frame.js)', bytes: gzip(frames), files: 1 });
  const loginFrame = join(embed, 'frames/login.EN.html');
  if (existsSync(loginFrame))
    rows.push({ name: 'login frame in the page (frames/login.EN.html)', bytes: gzip(loginFrame), files: 1 });

  for (const file of walk(embed).filter((path) => path.endsWith('.js') && path !== entry)) {
    const name = relative(embed, file);
    // Widgets, modal views, and the libraries loaded on first use; not their words or styles alone.
    if (!/^chunks\/(.*-(widget|view|dialog)|encryption|purify\.es)-[^/]+\.js$/.test(name)) continue;
    const closure = staticClosure(file).filter((part) => !runtime.includes(part));
    rows.push({
      name: `+ ${name.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js')}`,
      bytes: closure.reduce((sum, part) => sum + gzip(part), 0),
      files: closure.length,
    });
  }
  return rows;
}
