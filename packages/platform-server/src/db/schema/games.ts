import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The game categories (the spec's gameType), in the order of the side menu (spec section 2):
 * ELOTT e-lottery, LOTT lottery, LIVE casino, BINGO (right after LIVE), SPORTS, ESPORTS (split out
 * right after sports), FISH fishing, RNG slots, PVP arcade/card games, COCKFIGHT. HOME is a client
 * state, never a stored category.
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
export type GameType = (typeof GAME_TYPES)[number];

/** Game sub-types (R2.98): SC scratch, VP video poker, JP jackpot, TG table, AC arcade, BG bingo (R9.16). */
export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Lottery prize modes (R3.45); only lottery entries carry one. */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** GAME launches; VASSALAGE is a vendor entry that opens the vendor's popup game list (R3.13). */
export const IS_GAME = ['GAME', 'VASSALAGE'] as const;
export type IsGame = (typeof IS_GAME)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A vendor (the spec's vassalage) in one category: AG runs fishing, live and slots, so it has three
 * rows. `merchantCodes` null means every merchant offers it.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    category: varchar('category', { length: 16 }).$type<GameType>().notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    merchantCodes: jsonb('merchant_codes').$type<string[]>(),
  },
  (table) => [
    // A constraint, not just an index: the games' foreign key needs it to exist when it is added.
    unique('vendors_category_code').on(table.category, table.code),
    check('vendors_category_check', sql`${table.category} in (${inList(GAME_TYPES)})`),
  ],
);

export type VendorRow = typeof vendors.$inferSelect;

/**
 * The catalogue: about 10,000 rows, read-only at run time (seeded once). `id` is the spec's nodeId,
 * assigned by the seed so every install numbers the same game the same way. A game belongs to the
 * vendor row (`category` = `gameType`, `code` = `vendorCode`).
 */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    vendorCode: varchar('vendor_code', { length: 32 }).notNull(),
    gameType: varchar('game_type', { length: 16 }).$type<GameType>().notNull(),
    /** The sub-type (R2.98); null for a classic slot or a non-RNG game. The list filter `gameClassify` reads it. */
    gameClassify: varchar('game_classify', { length: 4 }).$type<GameClassify>(),
    gameCode: varchar('game_code', { length: 64 }).notNull().unique(),
    /** Display name in English; `names` holds translations by language code (TY, BN ...). */
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    isGame: varchar('is_game', { length: 12 }).$type<IsGame>().notNull().default('GAME'),
    prizeMode: varchar('prize_mode', { length: 8 }).$type<PrizeMode>(),
    /** 1 is the hottest; null for games not on the hot list. */
    hotRank: integer('hot_rank'),
    /** Catalogue order (newest last), the default order of every list. */
    sortOrder: integer('sort_order').notNull(),
    /** A game under maintenance stays listed but does not launch (R8.27). */
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    foreignKey({
      name: 'games_vendor_fk',
      columns: [table.gameType, table.vendorCode],
      foreignColumns: [vendors.category, vendors.code],
    }),
    index('games_type_order').on(table.gameType, table.sortOrder),
    index('games_vendor_order').on(table.vendorCode, table.gameType, table.sortOrder),
    index('games_hot').on(table.hotRank),
    check('games_game_type_check', sql`${table.gameType} in (${inList(GAME_TYPES)})`),
    check('games_is_game_check', sql`${table.isGame} in (${inList(IS_GAME)})`),
    check(
      'games_classify_check',
      sql`${table.gameClassify} is null or ${table.gameClassify} in (${inList(GAME_CLASSIFIES)})`,
    ),
    check(
      'games_prize_mode_check',
      sql`${table.prizeMode} is null or ${table.prizeMode} in (${inList(PRIZE_MODES)})`,
    ),
  ],
);

export type GameRow = typeof games.$inferSelect;
