import { escapeSvgText, FONT, hashOf, monogram, wrapText } from './svg-text';

/** What an icon is drawn from: nothing but catalogue data. */
export interface GameArtInput {
  id: number;
  name: string;
  vendorName: string;
  gameType: string;
}

/** A faint shape per category behind the monogram: a star for slots, a chip for live tables ... */
const MOTIFS: Record<string, string> = {
  RNG: 'M100 18l22 50 54 5-41 36 12 53-47-28-47 28 12-53-41-36 54-5z',
  LIVE: 'M100 20a80 80 0 1 0 .1 0zm0 30a50 50 0 1 1-.1 0z',
  FISH: 'M20 100c40-60 110-60 140 0-30 60-100 60-140 0zm140 0l30-30v60z',
  PVP: 'M100 14l60 86-60 86-60-86z',
  BINGO: 'M100 24a76 76 0 1 0 .1 0zm-30 46a12 12 0 1 0 .1 0zm60 0a12 12 0 1 0 .1 0zm-30 50a12 12 0 1 0 .1 0z',
  SPORTS: 'M100 22a78 78 0 1 0 .1 0zm0 40l30 22-11 36h-38l-11-36z',
  ESPORTS: 'M40 70h120a30 30 0 0 1 0 60H40a30 30 0 0 1 0-60z',
  COCKFIGHT: 'M60 150c0-60 30-100 80-110-20 30-10 60 10 80-30 0-50 10-90 30z',
  LOTT: 'M100 20a80 80 0 1 0 .1 0zm0 50a30 30 0 1 1-.1 0z',
  ELOTT: 'M100 20a80 80 0 1 0 .1 0zm0 50a30 30 0 1 1-.1 0z',
};

function palette(id: number): { from: string; to: string } {
  const hue = hashOf(`game:${id}`) % 360;
  // Dark enough at both ends that white text keeps its contrast, even on yellow hues.
  return { from: `hsl(${hue} 72% 44%)`, to: `hsl(${(hue + 48) % 360} 70% 22%)` };
}

/** The square card icon (iconUrl / showIcon), about 0.8 KB. */
export function gameIconSvg(game: GameArtInput): string {
  const { from, to } = palette(game.id);
  const motif = MOTIFS[game.gameType] ?? MOTIFS.RNG!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeSvgText(game.name)}">`,
    `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="200" height="200" rx="28" fill="url(#g)"/>',
    `<path d="${motif}" fill="#fff" opacity=".14"/>`,
    `<text x="100" y="122" text-anchor="middle" ${FONT} font-size="66" font-weight="800" fill="#fff" stroke="#0005" stroke-width="3" paint-order="stroke">${escapeSvgText(monogram(game.name))}</text>`,
    `<text x="100" y="172" text-anchor="middle" ${FONT} font-size="15" font-weight="600" fill="#fff" opacity=".85">${escapeSvgText(game.vendorName.slice(0, 22))}</text>`,
    '</svg>',
  ].join('');
}

/** The large tile (the spec's lagerIcon): the full name over the category's shape, about 1.1 KB. */
export function gameTileSvg(game: GameArtInput): string {
  const { from, to } = palette(game.id);
  const motif = MOTIFS[game.gameType] ?? MOTIFS.RNG!;
  const lines = wrapText(game.name, 16, 2);
  const title = lines
    .map(
      (line, index) =>
        `<text x="24" y="${lines.length === 1 ? 150 : 126 + index * 40}" ${FONT} font-size="34" font-weight="800" fill="#fff" stroke="#0005" stroke-width="3" paint-order="stroke">${escapeSvgText(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" width="400" height="240" role="img" aria-label="${escapeSvgText(game.name)}">`,
    `<defs><linearGradient id="t" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="400" height="240" rx="24" fill="url(#t)"/>',
    `<path d="${motif}" transform="translate(230 20)" fill="#fff" opacity=".16"/>`,
    title,
    `<text x="24" y="212" ${FONT} font-size="16" font-weight="600" fill="#fff" opacity=".85">${escapeSvgText(game.vendorName.slice(0, 30))}</text>`,
    '</svg>',
  ].join('');
}

/** A vendor's monogram logo (game navigation, vendor lanes, the footer), about 0.6 KB. */
export function vendorLogoSvg(code: string, name: string): string {
  const hue = hashOf(`vendor:${code}`) % 360;
  const label = code.replace(/_/g, ' ').slice(0, 12);
  const size = label.length <= 3 ? 44 : label.length <= 5 ? 32 : label.length <= 8 ? 20 : 15;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 80" width="160" height="80" role="img" aria-label="${escapeSvgText(name)}">`,
    `<rect width="160" height="80" rx="16" fill="hsl(${hue} 60% 22%)"/>`,
    `<rect x="3" y="3" width="154" height="74" rx="13" fill="none" stroke="hsl(${hue} 85% 62%)" stroke-width="2"/>`,
    `<text x="80" y="${40 + size * 0.36}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="800" fill="hsl(${hue} 90% 80%)">${escapeSvgText(label)}</text>`,
    '</svg>',
  ].join('');
}
