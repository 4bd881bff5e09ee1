import { and, asc, count, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from './database';
import {
  type GameClassify,
  type GameRow,
  type GameType,
  games,
  type IsGame,
  type PrizeMode,
  type VendorRow,
  vendors,
} from './schema/index';

/** A vendor row is offered to a merchant when it names none (every merchant) or names this one. */
const offeredTo = (merchantCode: string) =>
  sql`(${vendors.merchantCodes} is null or ${vendors.merchantCodes} @> ${JSON.stringify([merchantCode])}::jsonb)`;

const vendorOfGame = and(eq(vendors.category, games.gameType), eq(vendors.code, games.vendorCode));

/** A game with its vendor's display name, what every card needs. */
export interface CatalogueGame extends GameRow {
  vendorName: string;
}

const gameColumns = { game: games, vendorName: vendors.name };
const flatten = (rows: { game: GameRow; vendorName: string }[]): CatalogueGame[] =>
  rows.map(({ game, vendorName }) => ({ ...game, vendorName }));

/** The vendors one merchant offers, in seed order. */
export function vendorsOf(db: Db, merchantCode: string): Promise<VendorRow[]> {
  return db.select().from(vendors).where(offeredTo(merchantCode)).orderBy(asc(vendors.sortOrder));
}

/** Any vendor row by code (a code may run several categories), for logos. */
export async function vendorNamed(db: Db, code: string): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.code, code)).limit(1);
  return row;
}

export interface GameFilter {
  merchantCode: string;
  gameType?: GameType | undefined;
  gameClassify?: GameClassify | undefined;
  vendorCode?: string | undefined;
  isGame?: IsGame | undefined;
  prizeMode?: PrizeMode | undefined;
  /** Matched anywhere in the English name, ignoring case. */
  nameContains?: string | undefined;
}

function whereOf(filter: GameFilter): SQL {
  const conditions: (SQL | undefined)[] = [offeredTo(filter.merchantCode)];
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType));
  if (filter.gameClassify) conditions.push(eq(games.gameClassify, filter.gameClassify));
  if (filter.vendorCode) conditions.push(eq(games.vendorCode, filter.vendorCode));
  if (filter.isGame) conditions.push(eq(games.isGame, filter.isGame));
  if (filter.prizeMode) conditions.push(eq(games.prizeMode, filter.prizeMode));
  if (filter.nameContains) {
    // LIKE's own wildcards in the search are literal characters.
    const literal = filter.nameContains.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(sql`lower(${games.name}) like ${`%${literal}%`}`);
  }
  return and(...conditions)!;
}

/** One page of games in catalogue order. */
export async function pageOfGames(
  db: Db,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<CatalogueGame[]> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, vendorOfGame)
    .where(whereOf(filter))
    .orderBy(asc(games.sortOrder))
    .limit(page.limit)
    .offset(page.offset);
  return flatten(rows);
}

/** How many games the whole filter matches. */
export async function countGames(db: Db, filter: GameFilter): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(games)
    .innerJoin(vendors, vendorOfGame)
    .where(whereOf(filter));
  return Number(total?.value ?? 0);
}

/** The hottest games a merchant offers, hottest first. */
export async function hottestGames(db: Db, merchantCode: string, limit: number): Promise<CatalogueGame[]> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, vendorOfGame)
    .where(and(offeredTo(merchantCode), isNotNull(games.hotRank)))
    .orderBy(asc(games.hotRank))
    .limit(limit);
  return flatten(rows);
}

/**
 * Games by node id with their vendor names, in no particular order; unknown ids (and, with a
 * merchant, games it does not offer) are simply absent.
 */
export async function gamesById(db: Db, ids: number[], merchantCode?: string): Promise<CatalogueGame[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, vendorOfGame)
    .where(
      and(
        sql`${games.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        merchantCode ? offeredTo(merchantCode) : undefined,
      ),
    );
  return flatten(rows);
}

export async function gameById(
  db: Db,
  id: number,
  merchantCode?: string,
): Promise<CatalogueGame | undefined> {
  return (await gamesById(db, [id], merchantCode))[0];
}

/** Per vendor and category: launchable games, and per sub-type. */
export interface VendorCount {
  vendorCode: string;
  gameType: GameType;
  gameClassify: GameClassify | null;
  games: number;
}

export async function launchableCounts(
  db: Db,
  merchantCode: string,
  vendorCode?: string,
): Promise<VendorCount[]> {
  const rows = await db
    .select({
      vendorCode: games.vendorCode,
      gameType: games.gameType,
      gameClassify: games.gameClassify,
      games: count(),
    })
    .from(games)
    .innerJoin(vendors, vendorOfGame)
    .where(
      and(
        offeredTo(merchantCode),
        ne(games.isGame, 'VASSALAGE'),
        vendorCode ? eq(games.vendorCode, vendorCode) : undefined,
      ),
    )
    .groupBy(games.vendorCode, games.gameType, games.gameClassify);
  return rows.map((row) => ({ ...row, games: Number(row.games) }));
}

/** Categories where a vendor is one lobby to launch rather than a list of games. */
export const LOBBY_CATEGORIES: GameType[] = ['ELOTT', 'LOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

/**
 * The candidates for what a click on a vendor starts, in catalogue order: VASSALAGE entries and the
 * lobby games of lobby categories; with a prize mode, only that mode's lottery games.
 */
export async function vendorEntries(
  db: Db,
  merchantCode: string,
  prizeMode?: PrizeMode,
): Promise<CatalogueGame[]> {
  const lobby = sql.join(
    LOBBY_CATEGORIES.map((category) => sql`${category}`),
    sql`, `,
  );
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, vendorOfGame)
    .where(
      and(
        offeredTo(merchantCode),
        prizeMode
          ? eq(games.prizeMode, prizeMode)
          : sql`(${games.isGame} = 'VASSALAGE' or ${games.gameType} in (${lobby}))`,
      ),
    )
    .orderBy(asc(games.sortOrder));
  return flatten(rows);
}

/** The whole catalogue in catalogue order, each game with its vendor's name: what the in-memory index is built from. */
export async function wholeCatalogue(db: Db): Promise<{ vendors: VendorRow[]; games: CatalogueGame[] }> {
  const [vendorRows, gameRows] = await Promise.all([
    db.select().from(vendors).orderBy(asc(vendors.sortOrder)),
    db.select(gameColumns).from(games).innerJoin(vendors, vendorOfGame).orderBy(asc(games.sortOrder)),
  ]);
  return { vendors: vendorRows, games: flatten(gameRows) };
}
