import * as v from 'valibot';
import { endpoint } from './endpoint';
import { queryInt, text } from './fields';

/**
 * Game categories (the spec's gameType) in side-menu order (spec section 2): BINGO sits right after
 * LIVE and ESPORTS right after SPORTS. HOME is the lobby's own state, never a category of a game.
 */
export const GAME_TYPES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'BINGO',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
  'COCKFIGHT',
] as const;
export const gameType = v.picklist(GAME_TYPES);

/** Sub-types (R2.98): SC scratch, VP video poker, JP jackpot, TG table, AC arcade, BG bingo (R9.16). */
export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export const gameClassify = v.picklist(GAME_CLASSIFIES);
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Lottery prize modes (R3.45). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const prizeMode = v.picklist(PRIZE_MODES);

/** GAME launches; VASSALAGE is a vendor entry that opens the vendor's popup game list (R3.13). */
export const isGameKind = v.picklist(['GAME', 'VASSALAGE']);

/** A vendor code (the spec's vassalage): AG, TCG_LOTTO_VN ... */
export const vassalage = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_]{1,32}$/, 'Unknown vendor'));

/** The client's kind (R9.15: 3), platform and language, which every games read accepts and the server notes only. */
export const clientQuery = {
  clientType: v.optional(queryInt(0, 99)),
  platform: v.optional(text(64)),
  language: v.optional(text(16)),
};

/**
 * A game card (R3.12). `displayName` is in the caller's language (falling back to English);
 * `gameName` and `nodeName` carry the same name for the spec's older readers, as `showIcon` and
 * `iconUrl` carry the same square icon. `lagerIcon` is the large tile. `subType` and `gameClassify`
 * are the same sub-type code: `gameClassify` is the word the list filter uses.
 */
export const gameItem = v.object({
  nodeId: v.number(),
  vassalage: v.string(),
  gameType,
  displayName: v.string(),
  gameName: v.string(),
  nodeName: v.string(),
  showIcon: v.string(),
  iconUrl: v.string(),
  lagerIcon: v.string(),
  gameCode: v.string(),
  isGame: isGameKind,
  subType: v.nullable(gameClassify),
  gameClassify: v.nullable(gameClassify),
  /** Lottery entries only. */
  prizeMode: v.nullable(prizeMode),
  /** False while the game is under maintenance: listed, but launching it is refused (R8.27). */
  enabled: v.boolean(),
});

/**
 * A vendor in one category: a lane card (R3.18) and a menu vendor (R3.19). `entry` is what a click
 * starts: the vendor's VASSALAGE entry (live, fishing, PVP: a popup list), its single lobby game
 * (sports, esports, lottery, cockfight: launch at once, R2.58), or null for slots (the RNG list
 * filtered to the vendor, R4.58).
 */
export const vendorCard = v.object({
  vassalage: v.string(),
  name: v.string(),
  gameType,
  logoUrl: v.string(),
  /** Launchable games of this vendor in this category. */
  gameCount: v.number(),
  entry: v.nullable(gameItem),
});

export const gameCategory = v.object({ gameCategory: gameType, vendors: v.array(vendorCard) });

/**
 * The categories with their vendors, in side-menu order; a category without a vendor is left out
 * (R2.30). With `prizeMode` (the lottery menus, R7.46) only lottery vendors offering it, each
 * `entry` being that prize mode's game.
 */
export const gameMenus = endpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  request: v.strictObject({
    prizeMode: v.optional(prizeMode),
    device: v.optional(v.picklist(['WEB', 'MOBILE'])),
    ...clientQuery,
  }),
  response: v.array(gameCategory),
});

export const GAME_LIST_MAX_PAGE_SIZE = 100;
export const GAME_NAME_SEARCH_MAX = 64;

/**
 * One page of games (R7.31), in catalogue order. Filters combine; `gameName` matches anywhere in the
 * name, ignoring case. A vendor code the merchant does not offer is 404 `not_found`; a known
 * vendor with nothing in the asked category is an empty page. VASSALAGE entries are left out when
 * a vendor is named (the list is already that vendor's), and `isGame` picks one kind.
 */
export const gameList = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  request: v.strictObject({
    ...clientQuery,
    /** Must name the caller's merchant (the `Merchant` header) when sent. */
    merchant: v.optional(text(16)),
    gameType: v.optional(gameType),
    gameClassify: v.optional(gameClassify),
    vassalage: v.optional(vassalage),
    isGame: v.optional(isGameKind),
    gameName: v.optional(v.pipe(v.string(), v.maxLength(GAME_NAME_SEARCH_MAX), v.trim())),
    pageNo: v.optional(queryInt(1, 100_000), 1),
    pageSize: v.optional(queryInt(1, GAME_LIST_MAX_PAGE_SIZE), 10),
  }),
  response: v.object({
    games: v.array(gameItem),
    totalCount: v.number(),
    pageNo: v.number(),
    pageSize: v.number(),
    totalPages: v.number(),
  }),
});

/** R9.17 */
export const HOT_GAMES_CAP = 12;

/** The hot list, hottest first, at most 12 (R7.32, R9.17); cached in session storage (R9.26). */
export const hotGames = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  cache: 'session',
  request: v.strictObject({
    ...clientQuery,
    merchantCode: v.optional(text(16)),
    isPlatform: v.optional(queryInt(0, 9)),
  }),
  response: v.object({ list: v.array(gameItem) }),
});

/** A vendor's categories and, per category, its sub-types with counts (R7.33). Unknown vendor: 404. */
export const vassGameType = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  request: v.strictObject({ ...clientQuery, vassalage }),
  response: v.object({
    vassalage: v.string(),
    name: v.string(),
    logoUrl: v.string(),
    gameTypes: v.array(
      v.object({
        gameType,
        gameCount: v.number(),
        subTypes: v.array(v.object({ gameClassify, gameCount: v.number() })),
      }),
    ),
  }),
});

/** Vendor lanes, one per category in side-menu order (R7.34, R3.18); cached in session storage. */
export const gameVendor = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  cache: 'session',
  request: v.strictObject({ ...clientQuery, merchantCode: v.optional(text(16)) }),
  response: v.object({
    data: v.object({ lanes: v.array(v.object({ title: gameType, cards: v.array(vendorCard) })) }),
  }),
});
