import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import {
  GAME_TYPES,
  type gameList,
  type gameMenus,
  type gameVendor,
  HOT_GAMES_CAP,
  type hotGames,
  type pokerRooms,
  type vassGameType,
  type vendorCard,
} from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import { CATALOGUE_TAG, type CacheRegistry } from '../cache/cache-registry';
import type { CatalogueGame, VendorCount } from '../db/catalogue';
import { type GameType, GAME_TYPES as STORED_GAME_TYPES, type VendorRow } from '../db/schema/index';
import type { CatalogueIndex } from './catalogue-index';
import { DomainError } from './domain-error';
import { gameItemOf, vendorLogoPath } from './game-item';

// The database's categories and the wire's are one list; this line stops them drifting apart.
const _sameCategories: readonly (typeof GAME_TYPES)[number][] =
  STORED_GAME_TYPES satisfies readonly GameType[];

/** Who is looking: the merchant decides what is offered, the language the names, the base URL the links. */
export interface Viewer {
  merchantCode: string;
  language: string;
  baseUrl: string;
}

type VendorCard = v.InferOutput<typeof vendorCard>;

export interface CatalogueService {
  menus(input: ParsedRequestOf<typeof gameMenus>, viewer: Viewer): Promise<ResponseOf<typeof gameMenus>>;
  list(input: ParsedRequestOf<typeof gameList>, viewer: Viewer): Promise<ResponseOf<typeof gameList>>;
  hot(input: ParsedRequestOf<typeof hotGames>, viewer: Viewer): Promise<ResponseOf<typeof hotGames>>;
  vendorTypes(
    input: ParsedRequestOf<typeof vassGameType>,
    viewer: Viewer,
  ): Promise<ResponseOf<typeof vassGameType>>;
  lanes(input: ParsedRequestOf<typeof gameVendor>, viewer: Viewer): Promise<ResponseOf<typeof gameVendor>>;
  /** R7.42: the card tables of the PVP category the merchant offers, one vendor's when named. */
  rooms(input: ParsedRequestOf<typeof pokerRooms>, viewer: Viewer): Promise<ResponseOf<typeof pokerRooms>>;
}

/** A query naming a merchant must name the caller's (the `Merchant` header decides what is offered). */
function checkMerchant(field: string, named: string | undefined, viewer: Viewer): void {
  if (named !== undefined && named.trim() !== '' && named.trim().toLowerCase() !== viewer.merchantCode) {
    throw new DomainError(ErrorCode.validation, 'The merchant does not match the Merchant header', { field });
  }
}

const noVendor = (code: string) =>
  new DomainError(ErrorCode.notFound, `No vendor ${code}`, { field: 'vassalage' });

/**
 * The catalogue's answers, cut from the in-memory index and kept per merchant, language, public
 * URL and query in one bounded cache (a flood of distinct queries evicts, never grows): each kept
 * answer is one object for everyone asking the same, which the binder serializes once.
 */
export function createCatalogueService(deps: {
  index: CatalogueIndex;
  caches: CacheRegistry;
}): CatalogueService {
  const { index, caches } = deps;
  const answers = caches.create<object>('catalogue answers', 2_000);
  const kept = <T extends object>(viewer: Viewer, parts: unknown[], load: () => Promise<T>) =>
    answers.getOrLoad(
      JSON.stringify([viewer.merchantCode, viewer.language, viewer.baseUrl, ...parts]),
      load,
      [CATALOGUE_TAG],
    ) as Promise<T>;

  /** Vendor cards per category in side-menu order; a category without a vendor is left out (R2.30). */
  async function cardsByCategory(viewer: Viewer, prizeMode?: ParsedRequestOf<typeof gameMenus>['prizeMode']) {
    const [vendorRows, counts, entries] = await Promise.all([
      index.vendorsOf(viewer.merchantCode),
      index.launchableCounts(viewer.merchantCode),
      index.vendorEntries(viewer.merchantCode, prizeMode),
    ]);
    const entryOf = new Map<string, CatalogueGame>();
    for (const entry of entries) {
      const key = `${entry.gameType}:${entry.vendorCode}`;
      if (!entryOf.has(key)) entryOf.set(key, entry);
    }
    const countOf = (vendor: VendorRow) =>
      counts
        .filter((row) => row.gameType === vendor.category && row.vendorCode === vendor.code)
        .reduce((sum, row) => sum + row.games, 0);
    const card = (vendor: VendorRow): VendorCard => {
      const entry = entryOf.get(`${vendor.category}:${vendor.code}`);
      return {
        vassalage: vendor.code,
        name: vendor.name,
        gameType: vendor.category,
        logoUrl: `${viewer.baseUrl}${vendorLogoPath(vendor.code)}`,
        gameCount: countOf(vendor),
        entry: entry ? gameItemOf(entry, viewer.language, viewer.baseUrl) : null,
      };
    };
    return GAME_TYPES.map((category) => ({
      category,
      cards: vendorRows
        .filter((vendor) => vendor.category === category)
        .filter((vendor) => !prizeMode || entryOf.has(`${vendor.category}:${vendor.code}`))
        .map(card),
    })).filter(({ cards }) => cards.length > 0);
  }

  return {
    menus(input, viewer) {
      return kept(viewer, ['menus', input.prizeMode], async () => {
        const categories = await cardsByCategory(viewer, input.prizeMode);
        return categories.map(({ category, cards }) => ({ gameCategory: category, vendors: cards }));
      });
    },

    async list(input, viewer) {
      checkMerchant('merchant', input.merchant, viewer);
      if (input.vassalage) {
        const offered = await index.vendorsOf(viewer.merchantCode);
        if (!offered.some((vendor) => vendor.code === input.vassalage)) throw noVendor(input.vassalage);
      }
      const { pageNo, pageSize } = input;
      const filter = {
        merchantCode: viewer.merchantCode,
        gameType: input.gameType,
        gameClassify: input.gameClassify,
        vendorCode: input.vassalage,
        // A vendor's own list has no use for the entry that opens it.
        isGame: input.isGame ?? (input.vassalage ? 'GAME' : undefined),
        nameContains: input.gameName || undefined,
      } as const;
      return kept(viewer, ['list', filter, pageNo, pageSize], async () => {
        // The filter's whole list is kept in the index: a page is a slice of it, however deep.
        const matching = await index.matching(filter);
        const rows = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize);
        return {
          games: rows.map((row) => gameItemOf(row, viewer.language, viewer.baseUrl)),
          totalCount: matching.length,
          pageNo,
          pageSize,
          totalPages: Math.ceil(matching.length / pageSize),
        };
      });
    },

    hot(input, viewer) {
      checkMerchant('merchantCode', input.merchantCode, viewer);
      return kept(viewer, ['hot'], async () => {
        const rows = await index.hottest(viewer.merchantCode, HOT_GAMES_CAP);
        return { list: rows.map((row) => gameItemOf(row, viewer.language, viewer.baseUrl)) };
      });
    },

    vendorTypes(input, viewer) {
      return kept(viewer, ['vendorTypes', input.vassalage], () => vendorTypesOf(input.vassalage, viewer));
    },

    async rooms(input, viewer) {
      if (input.vassalage) {
        const offered = await index.vendorsOf(viewer.merchantCode);
        if (!offered.some((vendor) => vendor.code === input.vassalage)) throw noVendor(input.vassalage);
      }
      const filter = {
        merchantCode: viewer.merchantCode,
        gameType: 'PVP',
        vendorCode: input.vassalage,
        isGame: 'GAME',
      } as const;
      return kept(viewer, ['rooms', filter], async () => {
        const rows = await index.matching(filter);
        return { list: rows.map((row) => gameItemOf(row, viewer.language, viewer.baseUrl)) };
      });
    },

    lanes(input, viewer) {
      checkMerchant('merchantCode', input.merchantCode, viewer);
      return kept(viewer, ['lanes'], async () => {
        const categories = await cardsByCategory(viewer);
        return { data: { lanes: categories.map(({ category, cards }) => ({ title: category, cards })) } };
      });
    },
  };

  async function vendorTypesOf(code: string, viewer: Viewer): Promise<ResponseOf<typeof vassGameType>> {
    const rows = (await index.vendorsOf(viewer.merchantCode)).filter((vendor) => vendor.code === code);
    if (rows.length === 0) throw noVendor(code);
    const counts = await index.launchableCounts(viewer.merchantCode, code);
    const inCategory = (category: GameType) => counts.filter((row) => row.gameType === category);
    const subTypes = (list: VendorCount[]) =>
      list.flatMap((row) =>
        row.gameClassify ? [{ gameClassify: row.gameClassify, gameCount: row.games }] : [],
      );
    return {
      vassalage: code,
      name: rows[0]!.name,
      logoUrl: `${viewer.baseUrl}${vendorLogoPath(code)}`,
      gameTypes: GAME_TYPES.filter((category) => rows.some((row) => row.category === category)).map(
        (category) => ({
          gameType: category,
          gameCount: inCategory(category).reduce((sum, row) => sum + row.games, 0),
          subTypes: subTypes(inCategory(category)).sort((a, b) =>
            a.gameClassify.localeCompare(b.gameClassify),
          ),
        }),
      ),
    };
  }
}
