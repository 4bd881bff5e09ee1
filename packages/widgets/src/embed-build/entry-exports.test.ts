// lobbykit.js exports its locals by their own names (build/entry-exports.mjs): the chunks import
// those names, and every chunk's name changes with the entry's names.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportLocalNames } from '../../build/entry-exports.mjs';

/** An embed bundle as rolldown writes it: the entry's exports renamed, a widget and a shared chunk. */
function bundle(entryLocals = ['one', 'two', 'load']) {
  const [one, two, load] = entryLocals;
  return [
    {
      fileName: 'lobbykit.js',
      code: `let ${one}=1,${two}=2;const ${load}=()=>import(\`./chunks/widget-AAAAAAAA.js\`);export{${one} as $,${two} as A,${load} as B};`,
      imports: [],
    },
    {
      fileName: 'chunks/widget-AAAAAAAA.js',
      code: 'import{$ as e,A}from"../lobbykit.js";import{s as t}from"./shared-B-bbbbbb.js";export const got=[e,A,t];',
      imports: ['lobbykit.js', 'chunks/shared-B-bbbbbb.js'],
    },
    { fileName: 'chunks/shared-B-bbbbbb.js', code: 'const s=3;export{s};', imports: [] },
  ];
}

/** Writes `files` into a fresh folder and, in Node's own module loader, what the widget chunk got. */
function widgetGot(files: { fileName: string; code: string }[]): unknown {
  const folder = mkdtempSync(join(tmpdir(), 'lk-entry-exports-'));
  for (const { fileName, code } of files) {
    mkdirSync(dirname(join(folder, fileName)), { recursive: true });
    writeFileSync(join(folder, fileName), code);
  }
  const entry = pathToFileURL(join(folder, 'lobbykit.js')).href;
  const script = `const lobbykit = await import(${JSON.stringify(entry)}); console.log(JSON.stringify((await lobbykit.load()).got));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '--eval', script], { encoding: 'utf8' }),
  );
}

describe('lobbykit.js exports by its locals', () => {
  it('exports each local by its own name, and the chunks import those names', () => {
    const files = exportLocalNames(bundle());
    const [entry, widget] = files;
    expect(entry?.code.endsWith('export{one,two,load};')).toBe(true);
    expect(widget?.code).toMatch(/^import\{one as e,two as A\}from"\.\.\/lobbykit\.js";/);
    expect(widgetGot(files)).toEqual([1, 2, 3]);
  });

  it('renames every hashed chunk, in its file name and wherever it is imported', () => {
    const files = exportLocalNames(bundle());
    const names = files.map((file) => file.fileName);
    expect(names[0]).toBe('lobbykit.js');
    expect(names[1]).toMatch(/^chunks\/widget-[\w-]{8}\.js$/);
    expect(names[2]).toMatch(/^chunks\/shared-[\w-]{8}\.js$/);
    expect(names.slice(1)).not.toContain('chunks/widget-AAAAAAAA.js');
    expect(names.slice(1)).not.toContain('chunks/shared-B-bbbbbb.js');
    expect(files[0]?.code).toContain(`./${names[1]}`);
    expect(files[1]?.code).toContain(`from"./${names[2]?.slice('chunks/'.length)}"`);
  });

  it('gives a chunk another name when the entry names its exports otherwise, the same name otherwise', () => {
    const first = exportLocalNames(bundle()).map((file) => file.fileName);
    expect(exportLocalNames(bundle()).map((file) => file.fileName)).toEqual(first);
    const other = exportLocalNames(bundle(['two', 'one', 'load'])).map((file) => file.fileName);
    expect(other[1]).not.toBe(first[1]);
    expect(other[2]).not.toBe(first[2]);
  });

  it('stops the build when a chunk asks for a name the entry does not export', () => {
    const files = bundle();
    const widget = files[1];
    if (widget) widget.code = widget.code.replace('A}from', 'C}from');
    expect(() => exportLocalNames(files)).toThrow(/does not export C/);
  });
});
