import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';

/**
 * Text drawn as glyph outlines: an SVG shown through <img> cannot use the page's web fonts, so text
 * left as <text> draws in whatever the viewer's machine has, and Bengali comes out as boxes where it
 * has no Bengali font. Shaped by HarfBuzz (harfbuzzjs): fontkit 2.0.4 was tried first and shaped
 * the seeded Bengali wrongly (a dotted circle inside খেলোয়াড়, a mark dropped from বন্ধুদের, the
 * wrong ি width in প্রতি), where HarfBuzz is what the browsers shape with.
 *
 * Fonts: Noto Sans Bengali (@fontsource/noto-sans-bengali, the same files the widgets ship in
 * packages/widgets/fonts) and Noto Sans latin and latin-ext (@fontsource/noto-sans) for everything
 * else, so EN and TY banners look the same as BN ones. Both are dependencies of this package, so a
 * server deployed on its own draws banners too. WOFF2 files are unpacked once (wawoff2) and kept.
 */

export type Weight = 400 | 700 | 800;

interface LoadedFont {
  font: hb.Font;
  /** Glyph ids start with this in the drawing's <defs>, so two fonts' glyphs never share an id. */
  key: string;
  upem: number;
  has(codePoint: number): boolean;
}

/** The fonts a weight draws with: Bengali for Bengali script, then latin and latin-ext. */
interface FontSet {
  bengali: LoadedFont;
  others: LoadedFont[];
}

const BENGALI_WEIGHT: Record<Weight, 400 | 700> = { 400: 400, 700: 700, 800: 700 };

const require = createRequire(import.meta.url);
const loaded = new Map<string, Promise<LoadedFont>>();

let unpacking: Promise<unknown> = Promise.resolve();
/**
 * WOFF2 to TTF, one file at a time, each copied out before the next starts: wawoff2 answers a view
 * of its WebAssembly memory, which its next call writes over. (When the fonts of a weight were
 * unpacked at once, as under load when all of them waited for the module to start, they came out
 * as one another's bytes and banners drew empty glyphs.)
 */
export function unpack(woff2: Uint8Array): Promise<Uint8Array> {
  const ttf = unpacking.then(() => decompress(woff2)).then((view) => Uint8Array.from(view));
  unpacking = ttf.catch(() => undefined);
  return ttf;
}

function loadFont(key: string, path: string): Promise<LoadedFont> {
  let font = loaded.get(path);
  if (!font) {
    font = readFile(path)
      .then(unpack)
      .then((ttf) => {
        const face = new hb.Face(new hb.Blob(ttf));
        const hbFont = new hb.Font(face);
        return {
          font: hbFont,
          key,
          upem: face.upem,
          has: (codePoint: number) => (hbFont.nominalGlyph(codePoint) ?? 0) !== 0,
        };
      });
    // A failed load is not kept: the next drawing tries again.
    font.catch(() => loaded.delete(path));
    loaded.set(path, font);
  }
  return font;
}

function fontSet(weight: Weight): Promise<FontSet> {
  const bengaliWeight = BENGALI_WEIGHT[weight];
  const latin = (subset: 'latin' | 'latin-ext') =>
    loadFont(
      `${subset === 'latin' ? 'l' : 'x'}${weight}`,
      require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff2`),
    );
  return Promise.all([
    loadFont(
      `b${bengaliWeight}`,
      require.resolve(
        `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${bengaliWeight}-normal.woff2`,
      ),
    ),
    latin('latin'),
    latin('latin-ext'),
  ]).then(([bengali, ...others]) => ({ bengali, others }));
}

/** Bengali script, the Indic dandas and the joiners that shape with it. */
const isBengali = (codePoint: number) =>
  (codePoint >= 0x0980 && codePoint <= 0x09ff) ||
  codePoint === 0x0964 ||
  codePoint === 0x0965 ||
  codePoint === 0x200c ||
  codePoint === 0x200d;

/**
 * Splits a line into runs of one font each: Bengali script in the Bengali font; a space, digit or
 * sign stays in the run it follows when that font has it (a space between Bengali words is the
 * Bengali font's); anything else takes the first font that has it.
 */
function runsOf(text: string, fonts: FontSet): { font: LoadedFont; text: string }[] {
  const runs: { font: LoadedFont; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = runs[runs.length - 1];
    const font = isBengali(codePoint)
      ? fonts.bengali
      : current?.font.has(codePoint) && !/\p{L}/u.test(char)
        ? current.font
        : (fonts.others.find((one) => one.has(codePoint)) ??
          (fonts.bengali.has(codePoint) ? fonts.bengali : fonts.others[0]!));
    if (current && current.font === font) current.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

interface PlacedGlyph {
  id: string;
  x: number;
  y: number;
}

/** A line shaped and placed: its glyphs (ids into `glyphs`) and its advance width in px. */
export interface ShapedLine {
  placed: PlacedGlyph[];
  width: number;
  /** Glyph outlines by id, in font units (y up). */
  glyphs: Map<string, string>;
  scale: Map<string, number>;
}

export async function shapeLine(text: string, weight: Weight, size: number): Promise<ShapedLine> {
  const fonts = await fontSet(weight);
  const placed: PlacedGlyph[] = [];
  const glyphs = new Map<string, string>();
  const scale = new Map<string, number>();
  let x = 0;
  for (const run of runsOf(text, fonts)) {
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    hb.shape(run.font.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    const unit = size / run.font.upem;
    infos.forEach((info, index) => {
      const position = positions[index]!;
      const id = `${run.font.key}-${info.codepoint}`;
      if (!glyphs.has(id)) {
        glyphs.set(id, run.font.font.glyphToPath(info.codepoint));
        scale.set(id, unit);
      }
      placed.push({ id, x: x + position.xOffset * unit, y: -position.yOffset * unit });
      x += position.xAdvance * unit;
    });
  }
  return { placed, width: x, glyphs, scale };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One line of outlined text for an SVG: `use` elements placing each glyph (its origin at
 * `x` + its advance, on the baseline `y`), and the outlines they refer to for the drawing's <defs>.
 * `anchor: 'middle'` centres the line on `x`, as text-anchor="middle" did.
 */
export async function outlinedText(
  text: string,
  options: { x: number; y: number; size: number; weight: Weight; anchor?: 'start' | 'middle' },
  defs: Map<string, string>,
): Promise<string> {
  const line = await shapeLine(text, options.weight, options.size);
  const left = options.anchor === 'middle' ? options.x - line.width / 2 : options.x;
  const uses: string[] = [];
  for (const glyph of line.placed) {
    const outline = line.glyphs.get(glyph.id);
    if (!outline) continue; // a space: an advance, nothing to draw
    const unit = line.scale.get(glyph.id)!;
    const id = `${glyph.id}s${options.size}`;
    if (!defs.has(id)) defs.set(id, `<path id="${id}" d="${outline}" transform="scale(${unit} -${unit})"/>`);
    uses.push(`<use href="#${id}" x="${round(left + glyph.x)}" y="${round(options.y + glyph.y)}"/>`);
  }
  return uses.join('');
}
