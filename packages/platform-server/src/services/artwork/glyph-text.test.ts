import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { unpack } from './glyph-text';

const require = createRequire(import.meta.url);
const woff2 = (file: string) => readFile(require.resolve(`@fontsource/noto-sans/files/${file}`));

describe('WOFF2 fonts unpacked for the banners', () => {
  it('unpacks several files at once, each to its own bytes (wawoff2 reuses its memory)', async () => {
    const [latin, latinExt] = await Promise.all([
      woff2('noto-sans-latin-800-normal.woff2'),
      woff2('noto-sans-latin-ext-400-normal.woff2'),
    ]);
    const [first, second] = await Promise.all([unpack(latin), unpack(latinExt)]);
    const firstBytes = Buffer.from(first);
    const secondBytes = Buffer.from(second);
    // One at a time, as the fonts unpack when nothing else is asked.
    expect(Buffer.from(await unpack(latin)).equals(firstBytes)).toBe(true);
    expect(Buffer.from(await unpack(latinExt)).equals(secondBytes)).toBe(true);
    // TrueType outlines, and two different fonts.
    expect(firstBytes.readUInt32BE(0)).toBe(0x00010000);
    expect(firstBytes.equals(secondBytes)).toBe(false);
  });
});
