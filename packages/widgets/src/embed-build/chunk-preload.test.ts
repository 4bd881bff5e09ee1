// The embed build's chunk graph (build/chunk-preload.mjs): a lazily loaded chunk asks for every
// chunk it needs at once, beyond what its importers have loaded already.
import { describe, expect, it } from 'vitest';
import { deeperChunks, flattenBundle, loadedBefore, staticClosures } from '../../build/chunk-preload.mjs';

/** A chunk as the build hands it over. */
const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], isEntry = false) => ({
  fileName,
  code: `/*${fileName}*/`,
  imports,
  dynamicImports,
  isEntry,
});

// lobbykit.js loads the register widget and the agent shell lazily; the widget needs modal and form,
// modal needs focus, focus needs tokens. The agent shell (with focus and tokens) loads a page that
// needs modal.
const bundle = [
  chunk('lobbykit.js', [], ['chunks/register-widget-a1.js', 'chunks/agent-shell-f6.js'], true),
  chunk('chunks/register-widget-a1.js', ['lobbykit.js', 'chunks/modal-b2.js', 'chunks/form-c3.js']),
  chunk('chunks/modal-b2.js', ['lobbykit.js', 'chunks/focus-d4.js']),
  chunk('chunks/focus-d4.js', ['lobbykit.js', 'chunks/tokens-e5.js']),
  chunk('chunks/tokens-e5.js', []),
  chunk('chunks/form-c3.js', []),
  chunk('chunks/agent-shell-f6.js', ['chunks/focus-d4.js'], ['chunks/agent-page-g7.js']),
  chunk('chunks/agent-page-g7.js', ['chunks/modal-b2.js']),
];
const byName = Object.fromEntries(bundle.map((entry) => [entry.fileName, entry]));

describe('chunk graph', () => {
  it('gives each chunk every chunk it needs, however deep', () => {
    const closures = staticClosures(byName);
    expect([...(closures.get('chunks/register-widget-a1.js') ?? [])].sort()).toEqual([
      'chunks/focus-d4.js',
      'chunks/form-c3.js',
      'chunks/modal-b2.js',
      'chunks/tokens-e5.js',
      'lobbykit.js',
    ]);
  });

  it('knows what every importer of a lazy chunk has loaded before it', () => {
    const closures = staticClosures(byName);
    expect([...loadedBefore('chunks/agent-page-g7.js', bundle, closures)].sort()).toEqual([
      'chunks/agent-shell-f6.js',
      'chunks/focus-d4.js',
      'chunks/tokens-e5.js',
      'lobbykit.js',
    ]);
    expect(
      deeperChunks(
        'chunks/register-widget-a1.js',
        byName['chunks/register-widget-a1.js']!.imports,
        closures,
        new Set(['lobbykit.js']),
      ),
    ).toEqual(['chunks/focus-d4.js', 'chunks/tokens-e5.js']);
  });

  it('appends to each lazily loaded chunk a bare import of what it needs further down, after its own', () => {
    const changed = flattenBundle(bundle);
    expect(changed.get('chunks/register-widget-a1.js')).toBe(
      '/*chunks/register-widget-a1.js*/\nimport"./focus-d4.js";import"./tokens-e5.js";',
    );
    // A chunk a lazy chunk loads in turn (the agent page) keeps its levels, as its budget asks.
    expect(changed.has('chunks/agent-page-g7.js')).toBe(false);
    // The agent shell needs nothing beyond its own imports but tokens: named once.
    expect(changed.get('chunks/agent-shell-f6.js')).toBe(
      '/*chunks/agent-shell-f6.js*/\nimport"./tokens-e5.js";',
    );
    // Chunks only imported statically, and the entry, stay as built.
    for (const name of ['lobbykit.js', 'chunks/modal-b2.js', 'chunks/focus-d4.js', 'chunks/form-c3.js'])
      expect(changed.has(name)).toBe(false);
  });
});
