import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const { FIRST_SCREEN_WIDGETS } = createRequire(import.meta.url)('../../scripts/lib/home-page-files.cjs') as {
  FIRST_SCREEN_WIDGETS: string[];
};

const resolved = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/**
 * The site's shell is written against the React API and ships on preact/compat, the one preact the
 * widgets' ESM build already brings: react-dom 19 alone would be about 60 KB of gzip on the home
 * page, two thirds of its budget (bench/RESULTS.md). Widget code still never meets the shell's
 * renderer: each widget renders into its own shadow root. The unit tests render the shell with
 * React 19 (vitest.config.ts has no aliases), so the shell stays plain React API code.
 */
const compat = resolved('preact/compat');
const jsxRuntime = resolved('preact/jsx-runtime');

const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const firstScreenWidget = new RegExp(`[\\\\/](${FIRST_SCREEN_WIDGETS.join('|')})-widget-[A-Z0-9]+\\.js$`);
/**
 * The api-client's checks (checks.ts) and the schemas of the startup calls (first-paint-contract.ts):
 * lazy chunks for lobbykit.js, whose first paint must not wait for valibot (issue 15). The site's
 * startup chunk holds valibot and the contract already, so here each would be a file of a few
 * hundred bytes that every first request waits for before it goes out (the game list, the
 * announcements) or before its answer is used (status, permission): one more round trip on the
 * way to the home page's banner and the first game card (bench/RESULTS.md). They join startup.
 */
const firstRequestModule =
  /[\\/]api-client[\\/](?:dist|src)[\\/](?:checks|first-paint-contract)(?:-[A-Z0-9]+)?\.[jt]s$/;

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};
const startupSets = new WeakMap<ModuleGraph, Set<string>>();

/** Modules reachable from `roots` by static imports, or by dynamic ones too. */
function reachable(graph: ModuleGraph, roots: string[], dynamic: boolean): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return found;
}

/**
 * Every module the home page's first screen runs: the entry's static imports and those of the
 * first screen's widgets (scripts/lib/home-page-files.cjs), transitively. They go into one chunk:
 * the widgets' ESM build is split into many small shared chunks, and 50 files gzip to 94 KB where
 * one file of the same code is 69 KB. Other pages' widgets stay chunks of their own.
 */
function startupModules(graph: ModuleGraph): Set<string> {
  let found = startupSets.get(graph);
  if (!found) {
    const everything = [...reachable(graph, [entry], true)];
    const widgets = everything.filter((id) => firstScreenWidget.test(id));
    const firstRequests = everything.filter((id) => firstRequestModule.test(id));
    found = reachable(graph, [entry, ...widgets, ...firstRequests], false);
    startupSets.set(graph, found);
  }
  return found;
}

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: jsxRuntime },
      { find: /^react-dom\/client$/, replacement: resolved('preact/compat/client') },
      { find: /^react(-dom)?$/, replacement: compat },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id, graph) => (startupModules(graph).has(id) ? 'startup' : null),
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 5173, host: '127.0.0.1' },
});
