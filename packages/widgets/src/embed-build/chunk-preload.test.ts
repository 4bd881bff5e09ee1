// The embed build's chunk graph (build/chunk-preload.mjs): what a dynamic import announces, and what
// the function it calls does in the page.
import { describe, expect, it } from 'vitest';
import {
  chunksToPreload,
  PRELOAD,
  preloadChunks,
  rewriteDynamicImports,
  staticClosures,
} from '../../build/chunk-preload.mjs';

// lobbykit.js imports register-widget lazily; the widget needs modal and form, modal needs focus,
// focus needs the entry (as every chunk does), form needs nothing.
const bundle = {
  'lobbykit.js': { imports: [] },
  'chunks/register-widget-a1.js': { imports: ['lobbykit.js', 'chunks/modal-b2.js', 'chunks/form-c3.js'] },
  'chunks/modal-b2.js': { imports: ['lobbykit.js', 'chunks/focus-d4.js'] },
  'chunks/focus-d4.js': { imports: ['lobbykit.js'] },
  'chunks/form-c3.js': { imports: [] },
  'chunks/dialog-e5.js': { imports: ['chunks/modal-b2.js'] },
};

describe('chunk graph', () => {
  it('gives each chunk every chunk it needs, however deep', () => {
    const closures = staticClosures(bundle);
    expect([...(closures.get('chunks/register-widget-a1.js') ?? [])].sort()).toEqual([
      'chunks/focus-d4.js',
      'chunks/form-c3.js',
      'chunks/modal-b2.js',
      'lobbykit.js',
    ]);
  });

  it('preloads what the importer has not loaded yet: never the entry, nor its own chunks', () => {
    const closures = staticClosures(bundle);
    expect(chunksToPreload('lobbykit.js', 'chunks/register-widget-a1.js', closures)).toEqual([
      'chunks/focus-d4.js',
      'chunks/form-c3.js',
      'chunks/modal-b2.js',
    ]);
    // A chunk that has modal (and focus) loaded already announces only the form.
    expect(chunksToPreload('chunks/dialog-e5.js', 'chunks/register-widget-a1.js', closures)).toEqual([
      'chunks/form-c3.js',
    ]);
  });

  it('rewrites import() of a chunk to announce its whole graph at once, relative to the importer', () => {
    const closures = staticClosures(bundle);
    const entry = rewriteDynamicImports(
      'lobbykit.js',
      'const load=()=>import(`./chunks/register-widget-a1.js`).then(e=>e.w);',
      closures,
    );
    expect(entry).toContain(
      `import(${PRELOAD}(\`./chunks/register-widget-a1.js\`,["chunks/focus-d4","chunks/form-c3","chunks/modal-b2"]))`,
    );
    expect(entry).toContain(`function ${PRELOAD}(`);
    expect(entry).not.toMatch(/export function/);
    const chunk = rewriteDynamicImports('chunks/dialog-e5.js', 'import("./register-widget-a1.js")', closures);
    expect(chunk).toContain(`import(${PRELOAD}("./register-widget-a1.js",["form-c3"]))`);
  });

  it('leaves code alone where nothing needs announcing (a leaf chunk, a module outside the bundle)', () => {
    const closures = staticClosures(bundle);
    for (const code of ['import(`./chunks/form-c3.js`)', 'import("https://cdn.example/x.js")'])
      expect(rewriteDynamicImports('lobbykit.js', code, closures)).toBe(code);
  });
});

describe('preloadChunks in the page', () => {
  it('adds one modulepreload link a chunk (anonymous CORS, as the loader module script), once a page', () => {
    const base = 'https://cdn.example/lobbykit@1.0.0/lobbykit.js';
    expect(preloadChunks('./chunks/w.js', ['chunks/a', 'chunks/b'], base, document)).toBe('./chunks/w.js');
    preloadChunks('./chunks/v.js', ['chunks/b', 'chunks/c'], base, document);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(links.map((link) => link.href)).toEqual([
      'https://cdn.example/lobbykit@1.0.0/chunks/a.js',
      'https://cdn.example/lobbykit@1.0.0/chunks/b.js',
      'https://cdn.example/lobbykit@1.0.0/chunks/c.js',
    ]);
    expect(links.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });
});
