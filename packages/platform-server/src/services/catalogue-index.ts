import { CATALOGUE_TAG, type CacheRegistry } from '../cache/cache-registry';
import {
  type CatalogueGame,
  type GameFilter,
  LOBBY_CATEGORIES,
  type VendorCount,
  wholeCatalogue,
} from '../db/catalogue';
import type { Db } from '../db/database';
import type { PrizeMode, VendorRow } from '../db/schema/index';

/**
 * The game catalogue in memory. It is seeded once and read-only after, so the whole of it (about
 * 10,000 games) is read once and every list, count and page is cut from it here; what db/catalogue.ts
 * answers in SQL, this answers the same way. A write to vendors or games must
 * `caches.invalidateTag(CATALOGUE_TAG)`: the next read rebuilds. Filtered lists are kept per filter
 * in a bounded cache, so a page is a slice (precomputed paging, no OFFSET scan).
 */
export interface CatalogueIndex {
  vendorsOf(merchantCode: string): Promise<VendorRow[]>;
  /** Every game the filter matches, in catalogue order (kept per filter). */
  matching(filter: GameFilter): Promise<readonly CatalogueGame[]>;
  hottest(merchantCode: string, limit: number): Promise<CatalogueGame[]>;
  launchableCounts(merchantCode: string, vendorCode?: string): Promise<VendorCount[]>;
  vendorEntries(merchantCode: string, prizeMode?: PrizeMode): Promise<CatalogueGame[]>;
  /**
   * Builds these merchants' offers now (startPlatform calls it once it listens), so the first game
   * list a player asks for is cut from memory instead of waiting for the whole catalogue's read.
   */
  warm(merchantCodes: readonly string[]): Promise<void>;
}

interface Offer {
  vendors: VendorRow[];
  games: CatalogueGame[];
}

const offeredTo = (vendor: VendorRow, merchantCode: string) =>
  vendor.merchantCodes === null || vendor.merchantCodes.includes(merchantCode);

function matches(game: CatalogueGame, filter: GameFilter, needle: string | undefined): boolean {
  return (
    (!filter.gameType || game.gameType === filter.gameType) &&
    (!filter.gameClassify || game.gameClassify === filter.gameClassify) &&
    (!filter.vendorCode || game.vendorCode === filter.vendorCode) &&
    (!filter.isGame || game.isGame === filter.isGame) &&
    (!filter.prizeMode || game.prizeMode === filter.prizeMode) &&
    (needle === undefined || game.name.toLowerCase().includes(needle))
  );
}

export function createCatalogueIndex(deps: { db: Db; caches: CacheRegistry }): CatalogueIndex {
  const { db, caches } = deps;
  const wholes = caches.create<Awaited<ReturnType<typeof wholeCatalogue>>>('catalogue whole', 1);
  const offers = caches.create<Offer>('catalogue offers', 64);
  const lists = caches.create<readonly CatalogueGame[]>('catalogue lists', 256);
  const tags = [CATALOGUE_TAG];

  // The whole catalogue is read once (not once per merchant) and each merchant's offer cut from it;
  // merchants are few, the bound is a guard.
  const wholeOnce = () => wholes.getOrLoad('whole', () => wholeCatalogue(db), tags);
  const offerOf = (merchantCode: string) =>
    offers.getOrLoad(
      merchantCode,
      async () => {
        const whole = await wholeOnce();
        const offered = whole.vendors.filter((vendor) => offeredTo(vendor, merchantCode));
        const keys = new Set(offered.map((vendor) => `${vendor.category}:${vendor.code}`));
        return {
          vendors: offered,
          games: whole.games.filter((game) => keys.has(`${game.gameType}:${game.vendorCode}`)),
        };
      },
      tags,
    );

  return {
    vendorsOf: async (merchantCode) => (await offerOf(merchantCode)).vendors,

    matching(filter) {
      const key = JSON.stringify([
        filter.merchantCode,
        filter.gameType,
        filter.gameClassify,
        filter.vendorCode,
        filter.isGame,
        filter.prizeMode,
        filter.nameContains,
      ]);
      return lists.getOrLoad(
        key,
        async () => {
          const needle = filter.nameContains?.toLowerCase();
          return (await offerOf(filter.merchantCode)).games.filter((game) => matches(game, filter, needle));
        },
        tags,
      );
    },

    async hottest(merchantCode, limit) {
      const hot = (await offerOf(merchantCode)).games.filter((game) => game.hotRank !== null);
      return hot.sort((a, b) => a.hotRank! - b.hotRank!).slice(0, limit);
    },

    async launchableCounts(merchantCode, vendorCode) {
      const counts = new Map<string, VendorCount>();
      for (const game of (await offerOf(merchantCode)).games) {
        if (game.isGame === 'VASSALAGE' || (vendorCode && game.vendorCode !== vendorCode)) continue;
        const key = `${game.vendorCode}\n${game.gameType}\n${game.gameClassify}`;
        const count = counts.get(key);
        if (count) count.games++;
        else
          counts.set(key, {
            vendorCode: game.vendorCode,
            gameType: game.gameType,
            gameClassify: game.gameClassify,
            games: 1,
          });
      }
      return [...counts.values()];
    },

    async vendorEntries(merchantCode, prizeMode) {
      return (await offerOf(merchantCode)).games.filter((game) =>
        prizeMode
          ? game.prizeMode === prizeMode
          : game.isGame === 'VASSALAGE' || LOBBY_CATEGORIES.includes(game.gameType),
      );
    },

    async warm(merchantCodes) {
      await Promise.all(merchantCodes.map((code) => offerOf(code)));
    },
  };
}
