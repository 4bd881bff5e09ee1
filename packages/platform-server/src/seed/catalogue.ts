import type { GameClassify, GameType, games, vendors } from '../db/schema/index';
import {
  CATEGORY_VENDORS,
  type LobbyEntrySeed,
  lobbyEntries,
  vendorName,
  vendorSeeds,
} from './catalogue-vendors';
import { nameBook } from './game-names';
import { seededRandom } from './seeded-random';

/** The whole catalogue's size: nearly all of it slots (R9.42 'nearly 10,000 slot games'). */
export const CATALOGUE_SIZE = 10_000;
/** How many games carry a hot rank; the hot list shows the first 12 (R9.17). */
export const HOT_RANKED = 36;

const LIVE_TABLES_PER_VENDOR = 12;
const FISH_GAMES_PER_VENDOR = 8;
const PVP_GAMES_PER_VENDOR = 20;
const BINGO_GAMES_PER_VENDOR = 12;
/** One slot in this many is under maintenance, so the 'game under maintenance' path has real data (R8.27). */
const MAINTENANCE_EVERY = 997;

/** Slot sub-types with their weights; a classic slot has none. BG belongs to the bingo category. */
const SLOT_CLASSIFIES: [GameClassify | null, number][] = [
  [null, 60],
  ['JP', 12],
  ['SC', 8],
  ['AC', 8],
  ['VP', 6],
  ['TG', 6],
];
/** Big studios ship more titles: the RNG vendor weights. */
const SLOT_VENDOR_WEIGHTS: Record<string, number> = { PT: 3, MG: 3, PNG: 2, CQ9: 2, RTG: 2, ISB: 2 };

export type VendorInsert = typeof vendors.$inferInsert;
export type GameInsert = typeof games.$inferInsert;

export interface CatalogueSeed {
  vendors: VendorInsert[];
  games: GameInsert[];
}

/** A lobby entry as a catalogue row (its id and order given by who inserts it). */
export const lobbyEntryRow = (entry: LobbyEntrySeed): Omit<GameInsert, 'id' | 'sortOrder'> => ({
  ...entry,
  names: entry.names ?? {},
  prizeMode: entry.prizeMode ?? null,
});

function weighted<T>(random: () => number, entries: [T, number][]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

/** Builds the same vendors and games on every call: ids, names, sub-types and hot ranks are fixed by the seed. */
export function buildCatalogue(): CatalogueSeed {
  const random = seededRandom(20_260_115);
  const names = nameBook(random);
  const rows: Omit<GameInsert, 'id' | 'sortOrder'>[] = [];
  const counters = new Map<string, number>();
  const code = (vendor: string, type: GameType) => {
    const key = `${vendor}-${type}`;
    const next = (counters.get(key) ?? 0) + 1;
    counters.set(key, next);
    return `${key}-${String(next).padStart(4, '0')}`;
  };
  const game = (
    vendorCode: string,
    gameType: GameType,
    name: string,
    gameClassify: GameClassify | null = null,
  ) => rows.push({ vendorCode, gameType, name, gameClassify, gameCode: code(vendorCode, gameType) });

  // Vendor entries first: in the live, fishing, PVP and bingo sections a vendor is one card opening its list.
  for (const gameType of ['LIVE', 'FISH', 'PVP', 'BINGO'] as const) {
    for (const vendorCode of CATEGORY_VENDORS[gameType]) {
      rows.push({
        vendorCode,
        gameType,
        name: vendorName(vendorCode),
        gameCode: `${vendorCode}-${gameType}`,
        isGame: 'VASSALAGE',
      });
    }
  }
  for (const entry of lobbyEntries) rows.push(lobbyEntryRow(entry));
  CATEGORY_VENDORS.LIVE.forEach((vendor, v) => {
    for (let i = 0; i < LIVE_TABLES_PER_VENDOR; i += 1) {
      game(vendor, 'LIVE', names.liveTable(v * LIVE_TABLES_PER_VENDOR + i), i % 4 === 3 ? 'TG' : null);
    }
  });
  for (const vendor of CATEGORY_VENDORS.FISH) {
    for (let i = 0; i < FISH_GAMES_PER_VENDOR; i += 1) game(vendor, 'FISH', names.fishing(), 'AC');
  }
  CATEGORY_VENDORS.PVP.forEach((vendor, v) => {
    for (let i = 0; i < PVP_GAMES_PER_VENDOR; i += 1)
      game(vendor, 'PVP', `${vendor} ${names.pvp(v * 3 + i)}`);
  });
  CATEGORY_VENDORS.BINGO.forEach((vendor, v) => {
    for (let i = 0; i < BINGO_GAMES_PER_VENDOR; i += 1) game(vendor, 'BINGO', names.bingo(v * 7 + i), 'BG');
  });
  const slotVendors = CATEGORY_VENDORS.RNG.map((vendor): [string, number] => [
    vendor,
    SLOT_VENDOR_WEIGHTS[vendor] ?? 1,
  ]);
  for (let slot = 0; rows.length < CATALOGUE_SIZE; slot += 1) {
    const vendor = weighted(random.next, slotVendors);
    game(vendor, 'RNG', names.slot(), weighted(random.next, SLOT_CLASSIFIES));
    if (slot % MAINTENANCE_EVERY === MAINTENANCE_EVERY - 1) rows[rows.length - 1]!.enabled = false;
  }

  const catalogue = rows.map((row, index) => ({ ...row, id: index + 1, sortOrder: index + 1 }));
  rankHotGames(catalogue, random.next);
  return {
    vendors: vendorSeeds.map((vendor, sortOrder) => ({
      ...vendor,
      merchantCodes: vendor.merchantCodes ?? null,
      sortOrder,
    })),
    games: catalogue,
  };
}

/** Mostly slots, with a few tables, fishing and PVP games, as a real hot list looks. */
function rankHotGames(catalogue: GameInsert[], random: () => number): void {
  const playable = catalogue.filter((row) => row.isGame !== 'VASSALAGE' && row.enabled !== false);
  const pools: [GameType, number][] = [
    ['RNG', 24],
    ['LIVE', 4],
    ['FISH', 4],
    ['PVP', 4],
  ];
  const chosen: GameInsert[] = [];
  for (const [gameType, count] of pools) {
    const pool = playable.filter((row) => row.gameType === gameType);
    while (chosen.filter((row) => row.gameType === gameType).length < count) {
      const candidate = pool[Math.floor(random() * pool.length)]!;
      if (!chosen.includes(candidate)) chosen.push(candidate);
    }
  }
  // Shuffle so the top of the list mixes categories, then rank 1..n.
  for (let i = chosen.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [chosen[i], chosen[j]] = [chosen[j]!, chosen[i]!];
  }
  chosen.slice(0, HOT_RANKED).forEach((row, index) => {
    row.hotRank = index + 1;
  });
}
