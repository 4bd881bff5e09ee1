import type { GameItem, VendorCard } from '@lobbykit/sdk/lobby';

type GameType = GameItem['gameType'];

const HUES = [262, 200, 330, 28, 150, 45, 290, 180];

/** A small generated square icon (a data URL), so fixtures need no server: a gradient and the name's initial. */
export function iconFor(seed: number, label: string): string {
  const hue = HUES[seed % HUES.length] ?? 262;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 30%)"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/><text x="50" y="64" font-family="sans-serif" font-size="42" font-weight="700" text-anchor="middle" fill="#fff">${label.slice(0, 2).toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A game card as the contract describes it (R3.12); every field can be overridden. */
export function gameFixture(overrides: Partial<GameItem> = {}): GameItem {
  const nodeId = overrides.nodeId ?? 1;
  const name = overrides.displayName ?? `Game ${nodeId}`;
  const vassalage = overrides.vassalage ?? 'PG';
  const icon = iconFor(nodeId, name);
  return {
    nodeId,
    vassalage,
    gameType: 'RNG',
    displayName: name,
    gameName: name,
    nodeName: name,
    showIcon: icon,
    iconUrl: icon,
    lagerIcon: icon,
    gameCode: `${vassalage}-${nodeId}`,
    isGame: 'GAME',
    subType: null,
    gameClassify: null,
    prizeMode: null,
    enabled: true,
    ...overrides,
  };
}

const WORDS = [
  'Fortune',
  'Dragon',
  'Golden',
  'Lucky',
  'Tiger',
  'Jewel',
  'Mega',
  'Wild',
  'Treasure',
  'Phoenix',
  'Neon',
  'Koi',
];
const ENDINGS = ['Reels', 'Riches', 'Spin', 'Bonanza', 'Quest', 'Blast', 'Palace', 'Party'];

/** `count` games of one type, vendors taken in turn, with names that read like a catalogue's. */
export function gameCatalogue(
  count: number,
  gameType: GameType = 'RNG',
  vendors = ['PG', 'CQ9', 'JDB'],
  firstId = 1,
): GameItem[] {
  return Array.from({ length: count }, (_, index) => {
    const nodeId = firstId + index;
    const first = WORDS[index % WORDS.length];
    const second = ENDINGS[Math.floor(index / WORDS.length) % ENDINGS.length];
    return gameFixture({
      nodeId,
      gameType,
      vassalage: vendors[index % vendors.length],
      displayName: `${first} ${second} ${Math.floor(index / (WORDS.length * ENDINGS.length)) + 1}`,
    });
  });
}

/** A vendor of one category (R3.18); `entry` null unless given (slots vendors have none). */
export function vendorFixture(
  vassalage: string,
  gameType: GameType,
  overrides: Partial<VendorCard> = {},
): VendorCard {
  return {
    vassalage,
    name: vassalage,
    gameType,
    logoUrl: iconFor(vassalage.length * 7 + vassalage.charCodeAt(0), vassalage),
    gameCount: 40,
    entry: null,
    ...overrides,
  };
}
