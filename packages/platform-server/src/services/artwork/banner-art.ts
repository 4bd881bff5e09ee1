import type { BannerWords } from '../../seed/banner-art';
import { outlinedText } from './glyph-text';
import { escapeSvgText } from './svg-text';

/**
 * A 1200x400 promotional banner: gradient, glow, headline, subline and a call-to-action pill. Its
 * words are glyph outlines (glyph-text.ts), so they draw the same on a machine without a Bengali
 * font; the headline, subline and call to action stay readable as the image's title and label.
 * Drawn once per set of words and kept.
 */
export function bannerSvg(hue: number, words: BannerWords): Promise<string> {
  const key = JSON.stringify([hue, words.headline, words.subline, words.cta]);
  let drawn = drawings.get(key);
  if (drawn) {
    // Re-inserted: the Map's order is the least recently asked first.
    drawings.delete(key);
  } else {
    drawn = draw(hue, words);
    drawn.catch(() => drawings.delete(key));
  }
  drawings.set(key, drawn);
  while (drawings.size > BANNER_CACHE_SIZE) drawings.delete(drawings.keys().next().value!);
  return drawn;
}

/**
 * Drawings kept: the seeded banners are a few per language, and a promotion's banner is drawn
 * again only when its words change. About 20 KB each.
 */
export const BANNER_CACHE_SIZE = 200;
const drawings = new Map<string, Promise<string>>();

async function draw(hue: number, words: BannerWords): Promise<string> {
  const text = escapeSvgText;
  const defs = new Map<string, string>();
  // One after the other: the <defs> ids follow the drawing order, so one banner is one string.
  const headline = await outlinedText(words.headline, { x: 72, y: 170, size: 72, weight: 800 }, defs);
  const subline = await outlinedText(words.subline, { x: 72, y: 228, size: 30, weight: 400 }, defs);
  const cta = await outlinedText(
    words.cta,
    { x: 187, y: 312, size: 26, weight: 700, anchor: 'middle' },
    defs,
  );
  const label = `${words.headline}. ${words.subline}. ${words.cta}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${text(label)}">`,
    `<title>${text(label)}</title>`,
    '<defs>',
    `<linearGradient id="b" x2="1" y2="1"><stop stop-color="hsl(${hue} 80% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 16%)"/></linearGradient>`,
    `<radialGradient id="l" cx=".8" cy=".3" r=".6"><stop stop-color="hsl(${(hue + 30) % 360} 100% 75%)" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    ...defs.values(),
    '</defs>',
    '<rect width="1200" height="400" fill="url(#b)"/>',
    '<rect width="1200" height="400" fill="url(#l)"/>',
    '<g fill="#fff" opacity=".12"><circle cx="980" cy="120" r="150"/><circle cx="1120" cy="330" r="90"/><circle cx="820" cy="340" r="40"/></g>',
    `<g fill="#fff">${headline}</g>`,
    `<g fill="#fff" opacity=".9">${subline}</g>`,
    '<rect x="72" y="270" width="230" height="64" rx="32" fill="#f6c344"/>',
    `<g fill="#0e1120">${cta}</g>`,
    '</svg>',
  ].join('');
}
