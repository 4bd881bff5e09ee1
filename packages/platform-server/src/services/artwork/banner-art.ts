import type { BannerWords } from '../../seed/banner-art';
import { escapeSvgText, FONT } from './svg-text';

/** A 1200x400 promotional banner: gradient, glow, headline, subline and a call-to-action pill. */
export function bannerSvg(hue: number, words: BannerWords): string {
  const text = escapeSvgText;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${text(words.headline)}">`,
    '<defs>',
    `<linearGradient id="b" x2="1" y2="1"><stop stop-color="hsl(${hue} 80% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 16%)"/></linearGradient>`,
    `<radialGradient id="l" cx=".8" cy=".3" r=".6"><stop stop-color="hsl(${(hue + 30) % 360} 100% 75%)" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    '<rect width="1200" height="400" fill="url(#b)"/>',
    '<rect width="1200" height="400" fill="url(#l)"/>',
    '<g fill="#fff" opacity=".12"><circle cx="980" cy="120" r="150"/><circle cx="1120" cy="330" r="90"/><circle cx="820" cy="340" r="40"/></g>',
    `<text x="72" y="170" ${FONT} font-size="72" font-weight="800" fill="#fff">${text(words.headline)}</text>`,
    `<text x="72" y="228" ${FONT} font-size="30" fill="#fff" opacity=".9">${text(words.subline)}</text>`,
    '<rect x="72" y="270" width="230" height="64" rx="32" fill="#f6c344"/>',
    `<text x="187" y="312" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="#0e1120">${text(words.cta)}</text>`,
    '</svg>',
  ].join('');
}
