import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bannerArt } from '../../seed/banner-art';
import { bannerSvg } from './banner-art';
import { shapeLine } from './glyph-text';

const BENGALI = /[\u0980-\u09ff]/;
const bn = bannerArt['bd-welcome']!.words.BN!;

/** The drawing's body without its <title> and label, where the words stay as text on purpose. */
const drawn = (svg: string) => svg.replace(/<title>.*?<\/title>/, '').replace(/aria-label="[^"]*"/, '');

describe('banner art drawn as glyph outlines', () => {
  it('draws a BN banner with no <text>: its words are paths, its title and label keep them', async () => {
    const svg = await bannerSvg(140, bn);
    expect(svg).not.toMatch(/<text/);
    expect(drawn(svg)).not.toMatch(BENGALI);
    expect(svg.match(/<path id="/g)?.length).toBeGreaterThan(15);
    expect(svg.match(/<use href="#/g)?.length).toBeGreaterThan(30);
    expect(svg).toContain(`<title>${bn.headline}. ${bn.subline}. ${bn.cta}</title>`);
    expect(svg).toContain(`aria-label="${bn.headline}. ${bn.subline}. ${bn.cta}"`);
  });

  it('draws EN and TY banners the same way, in Noto Sans', async () => {
    const ty = await bannerSvg(262, bannerArt['ph-welcome']!.words.TY!);
    expect(ty).not.toMatch(/<text|font-family/);
    // ₱ is in the latin-ext file, the rest in latin.
    expect(ty).toMatch(/href="#x400-/);
    expect(ty).toMatch(/href="#l800-/);
  });

  it('shapes Bengali as a browser does (HarfBuzz): conjuncts, no dotted circle, Latin signs from Noto Sans', async () => {
    // ক্ষ (three code points) is one conjunct glyph; ন্ত্র (five) two.
    expect((await shapeLine('ক্ষ', 400, 30)).placed).toHaveLength(1);
    expect((await shapeLine('ন্ত্র', 400, 30)).placed).toHaveLength(2);
    // The vowel sign ি is written after দ্ব but drawn before it.
    const dv = (await shapeLine('দ্ব', 400, 30)).placed.map((glyph) => glyph.id);
    const dvi = (await shapeLine('দ্বি', 400, 30)).placed.map((glyph) => glyph.id);
    expect(dvi.slice(1)).toEqual(dv);
    expect(dv).not.toContain(dvi[0]);
    // খেলোয়াড় has a two-part vowel sign; fontkit 2.0.4 drew a dotted circle (glyph 6) inside it.
    const vowel = await shapeLine('খেলোয়াড়', 400, 30);
    expect(vowel.placed.map((glyph) => glyph.id)).not.toContain('b400-6');
    expect(vowel.placed.every((glyph) => glyph.id.startsWith('b400-') && glyph.id !== 'b400-0')).toBe(true);
    // % and , are not in the Bengali subset: they come from Noto Sans, never as .notdef.
    const mixed = await shapeLine('১০০%, ৳১০', 700, 72);
    expect(mixed.placed.map((glyph) => glyph.id.split('-')[0])).toEqual([
      'b700',
      'b700',
      'b700',
      'l700',
      'l700',
      'l700',
      'b700',
      'b700',
      'b700',
    ]);
    expect(mixed.placed.some((glyph) => glyph.id.endsWith('-0'))).toBe(false);
  });

  it('draws each set of words once', async () => {
    expect(bannerSvg(140, bn)).toBe(bannerSvg(140, bn));
  });

  it('rasterises with its words in place on a machine without any font (sharp draws the paths)', async () => {
    const svg = await bannerSvg(140, bn);
    const withoutWords = svg.replace(/<use [^>]*\/>/g, '');
    const pixels = async (image: string) =>
      sharp(Buffer.from(image)).extract({ left: 72, top: 110, width: 600, height: 70 }).raw().toBuffer();
    const [words, bare] = await Promise.all([pixels(svg), pixels(withoutWords)]);
    let differing = 0;
    for (let index = 0; index < words.length; index += 1) if (words[index] !== bare[index]) differing += 1;
    // The headline covers a good part of its box.
    expect(differing / words.length).toBeGreaterThan(0.1);
    const size = Buffer.byteLength(svg);
    expect(size).toBeLessThan(40 * 1024);
  });
});
