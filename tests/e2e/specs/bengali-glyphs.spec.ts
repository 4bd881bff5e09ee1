import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Bengali text draws in a Bengali font, never as empty boxes (R9.30: BN is a supported language;
 * R3.32: the Bangladesh merchant speaks it). This machine's Chromium has no Bengali system font, as
 * Debian's headless Chromium in CI, so every Bengali glyph must come from the Noto Sans Bengali the
 * site ships. Chromium says which font drew each text node (CDP CSS.getPlatformFontsForNode): each
 * text node with a Bengali character, in the document and in every widget's shadow root, must have
 * a Bengali-capable font among them. Laid out before the font had loaded, the guest header's 'Try
 * for free', the winners board's title and the jackpot's ৳ stayed in DejaVu Sans (boxes) after it
 * came; Bengali now waits for its font (widgets/src/bengali-font.ts).
 *
 * The home banners are images (SVG through <img>), which cannot use the page's fonts: the server
 * draws their words as glyph outlines (platform-server services/artwork/glyph-text.ts), checked
 * below on the served files and on what Chromium draws from them.
 */
const BENGALI = /[\u0980-\u09ff]/;
/** A font that has Bengali glyphs: the one the site ships, or a system's own. */
const BENGALI_FONT = /bengali|bangla|vrinda|shonar|lohit|kalpurush|siliguri|mukti/i;
/** The parts of the home page the player named, by the class of the element that holds each. */
const REGIONS = {
  header: 'site-header',
  marquee: 'lobby__marquee',
  jackpot: 'lobby__jackpot',
  winners: 'lobby__winners',
} as const;
type Region = keyof typeof REGIONS | 'elsewhere';

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}
interface Drawn {
  region: Region;
  text: string;
  fonts: string[];
}

const classesOf = (node: DomNode) => {
  const attributes = node.attributes ?? [];
  const index = attributes.indexOf('class');
  return index >= 0 ? (attributes[index + 1] ?? '').split(/\s+/) : [];
};

/** Every text node with a Bengali character, with the region that holds it and the fonts that drew it. */
async function drawnBengali(cdp: CDPSession): Promise<Drawn[]> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const found: { node: DomNode; region: Region }[] = [];
  const walk = (node: DomNode, region: Region) => {
    const own = (Object.keys(REGIONS) as (keyof typeof REGIONS)[]).find((name) =>
      classesOf(node).includes(REGIONS[name]),
    );
    const here = own ?? region;
    if (node.nodeType === 3 && BENGALI.test(node.nodeValue)) found.push({ node, region: here });
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) walk(child, here);
  };
  walk(root, 'elsewhere');
  const drawn: Drawn[] = [];
  for (const { node, region } of found) {
    let fonts: { familyName: string }[];
    try {
      ({ fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })) as {
        fonts: { familyName: string }[];
      });
    } catch (error) {
      // Replaced since the snapshot (the jackpot counts up): its successor is read next time.
      if (String(error).includes('Could not find node')) continue;
      throw error;
    }
    // No fonts: not laid out (display: none, a closed menu).
    if (fonts.length > 0)
      drawn.push({ region, text: node.nodeValue.trim(), fonts: fonts.map((f) => f.familyName) });
  }
  return drawn;
}

/**
 * The drawn Bengali text, read again while the jackpot's amount, which the page replaces as it counts
 * up, was replaced before its fonts could be read.
 */
async function readDrawn(page: Page): Promise<Drawn[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  for (let attempt = 1; ; attempt++) {
    const drawn = await drawnBengali(cdp);
    const jackpotRead = drawn.some((entry) => entry.region === 'jackpot' && entry.text.startsWith('৳'));
    if (jackpotRead || attempt === 10) return drawn;
  }
}

for (const width of [360, 1440]) {
  test.describe(`Bengali glyphs at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 780 : 900 } });

    test(`R9.30 R3.32 every Bengali text of the home page draws in a Bengali font, none as boxes (${width} px)`, async ({
      page,
    }, info) => {
      await page.addInitScript(() => {
        localStorage.setItem('lang', 'BN');
        localStorage.setItem('merchantCode', 'bd');
      });
      await page.goto('/');
      await expect(page.locator('.lobby__jackpot .lk-jackpot__amount')).toContainText('৳');
      await expect(page.locator('.lobby__winners .lk-winners__title')).toContainText(BENGALI);
      await expect(page.locator('.lobby__winners .lk-winners__title')).toBeVisible();
      await expect(page.locator('.lobby__marquee .lk-marquee__notice').first()).toBeVisible();
      await expect(page.locator('.site-header__wallet .lk-header__actions .lk-button').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);

      const folder = join(info.project.outputDir, 'screenshots');
      mkdirSync(folder, { recursive: true });
      const path = join(folder, `${width}-BN-home-glyphs.png`);
      await page.screenshot({ path, animations: 'disabled' });
      await info.attach(`${width}-BN-home-glyphs`, { path, contentType: 'image/png' });

      const drawn = await readDrawn(page);
      for (const region of Object.keys(REGIONS))
        expect(
          drawn.filter((entry) => entry.region === region).length,
          `${region}: Bengali text to check`,
        ).toBeGreaterThan(0);
      // The jackpot's amount is checked for its ৳ (U+09F3), the header for 'Try for free' and the winners for the title.
      expect(drawn.some((entry) => entry.region === 'jackpot' && entry.text.startsWith('৳'))).toBe(true);
      const boxes = drawn
        .filter((entry) => !entry.fonts.some((font) => BENGALI_FONT.test(font)))
        .map((entry) => `${entry.region}: '${entry.text.slice(0, 40)}' drawn in ${entry.fonts.join(', ')}`);
      expect(boxes).toEqual([]);
    });
  });
}

test.describe('Bengali banner images', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('R9.30 R3.32 the BN home banners draw their words as outlines, needing no font (360 px)', async ({
    page,
  }, info) => {
    await page.addInitScript(() => {
      localStorage.setItem('lang', 'BN');
      localStorage.setItem('merchantCode', 'bd');
    });
    await page.goto('/');
    const first = page.locator('.lobby__banners .lk-banners__image').first();
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1200);
    const sources = await page
      .locator('.lobby__banners .lk-banners__image')
      .evaluateAll((images) => [...new Set(images.map((image) => (image as HTMLImageElement).currentSrc))]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources.filter((url) => url.endsWith('.bn.svg'))) {
      const svg = await (await page.request.get(source)).text();
      // No text for a font to draw: every Bengali character left is in the title or the label.
      expect(svg, source).not.toMatch(/<text/);
      const body = svg.replace(/<title>[^<]*<\/title>/, '').replace(/aria-label="[^"]*"/, '');
      expect(body, source).not.toMatch(BENGALI);
      expect(svg.match(/<title>([^<]*)<\/title>/)?.[1], source).toMatch(BENGALI);
    }
    // What Chromium draws from the first banner: its headline's box differs from the same art
    // without the words, so the outlines drew (where a <text> would have needed a Bengali font).
    const firstSvg = await (
      await page.request.get(await first.evaluate((image) => (image as HTMLImageElement).currentSrc))
    ).text();
    const changed = await page.evaluate(async (svg) => {
      const draw = async (source: string) => {
        const picture = new Image();
        picture.src = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }));
        await picture.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 1200;
        canvas.height = 400;
        const context = canvas.getContext('2d')!;
        context.drawImage(picture, 0, 0);
        return context.getImageData(72, 110, 600, 70).data;
      };
      const [words, bare] = await Promise.all([draw(svg), draw(svg.replace(/<use [^>]*\/>/g, ''))]);
      let differing = 0;
      for (let index = 0; index < words.length; index += 4) if (words[index] !== bare[index]) differing += 1;
      return differing / (words.length / 4);
    }, firstSvg);
    expect(changed).toBeGreaterThan(0.1);

    const folder = join(info.project.outputDir, 'screenshots');
    mkdirSync(folder, { recursive: true });
    const path = join(folder, '360-BN-home-banner.png');
    await page.screenshot({ path, animations: 'disabled' });
    await info.attach('360-BN-home-banner', { path, contentType: 'image/png' });
  });
});
