// The embed build's chunk graph (build/chunk-preload.mjs): a lazily loaded chunk asks for every
// chunk it needs at once.
import { describe, expect, it } from 'vitest';
import { deeperChunks, flattenImports, staticClosures } from '../../build/chunk-preload.mjs';

// The register widget needs modal and form; modal needs focus; focus needs the entry (as every chunk
// does); form needs nothing.
const bundle = {
  'lobbykit.js': { imports: [] },
  'chunks/register-widget-a1.js': { imports: ['lobbykit.js', 'chunks/modal-b2.js', 'chunks/form-c3.js'] },
  'chunks/modal-b2.js': { imports: ['lobbykit.js', 'chunks/focus-d4.js'] },
  'chunks/focus-d4.js': { imports: ['lobbykit.js', 'chunks/tokens-e5.js'] },
  'chunks/tokens-e5.js': { imports: [] },
  'chunks/form-c3.js': { imports: [] },
};

describe('chunk graph', () => {
  it('gives each chunk every chunk it needs, however deep', () => {
    const closures = staticClosures(bundle);
    expect([...(closures.get('chunks/register-widget-a1.js') ?? [])].sort()).toEqual([
      'chunks/focus-d4.js',
      'chunks/form-c3.js',
      'chunks/modal-b2.js',
      'chunks/tokens-e5.js',
      'lobbykit.js',
    ]);
  });

  it('finds what a chunk needs further down: not its own imports, not itself, not the entry', () => {
    const closures = staticClosures(bundle);
    const widget = bundle['chunks/register-widget-a1.js'];
    expect(deeperChunks('chunks/register-widget-a1.js', widget.imports, closures, 'lobbykit.js')).toEqual([
      'chunks/focus-d4.js',
      'chunks/tokens-e5.js',
    ]);
  });

  it('appends a bare import of each, after the chunk’s own, so the browser asks for all at once', () => {
    const closures = staticClosures(bundle);
    const code = 'import{a as e}from"../lobbykit.js";import{t}from"./modal-b2.js";export{t as w};';
    expect(
      flattenImports(
        'chunks/register-widget-a1.js',
        code,
        bundle['chunks/register-widget-a1.js'].imports,
        closures,
      ),
    ).toBe(`${code}\nimport"./focus-d4.js";import"./tokens-e5.js";`);
  });

  it('leaves a chunk alone when its own imports are all it needs', () => {
    const closures = staticClosures(bundle);
    const code = 'import{x}from"./tokens-e5.js";';
    expect(flattenImports('chunks/focus-d4.js', code, bundle['chunks/focus-d4.js'].imports, closures)).toBe(
      code,
    );
    expect(flattenImports('chunks/form-c3.js', '', [], closures)).toBe('');
  });
});
