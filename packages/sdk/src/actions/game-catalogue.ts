import type { RequestOf, ResponseOf } from '@lobbykit/api-client';
import { gameList, HOT_GAMES_CAP, hotGames } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import { $config } from '../stores/config';
import type { GameItem } from '../stores/lobby';
import { clientQuery } from './client-query';
import { isRoomQuery, loadRoomPage } from './poker-rooms';

/** What a page of the catalogue is filtered by; the caller's client type and language are added. */
export type GamePageQuery = Omit<RequestOf<typeof gameList>, 'clientType' | 'language'>;

type GamePage = ResponseOf<typeof gameList>;

/** Games a list centre asks per page: a few full rows at any column count, under the contract's 100. */
export const GAME_LIST_PAGE_SIZE = 60;

/** How long a page asked ahead waits to be taken, and how many may wait at once. */
const AHEAD_KEEP_MS = 10_000;
const AHEAD_MAX = 4;
/** A page asked ahead: its answer, and the page itself once it came (`takeGamePage` reads it then). */
const ahead = new Map<string, { answer: Promise<GamePage>; at: number; page?: GamePage }>();

/** One key per distinct request: the same fields in the same order, absent ones left out. */
function pageKey(query: RequestOf<typeof gameList>): string {
  const { clientType, language, gameType, vassalage, gameName, gameClassify, isGame, pageNo, pageSize } =
    query as Record<string, unknown>;
  return JSON.stringify([
    clientType,
    language,
    gameType,
    vassalage,
    gameName,
    gameClassify,
    isGame,
    pageNo,
    pageSize,
  ]);
}

/**
 * One page of the server's game list (R7.31) in the caller's language. A page asked ahead by
 * `prefetchGameList` for the same query is taken (once) instead of asking again. One PVP vendor's
 * list is its poker rooms (R7.42, poker-rooms.ts).
 */
export function loadGamePage(query: GamePageQuery): Promise<GamePage> {
  if (isRoomQuery(query)) return loadRoomPage(query);
  const request = { ...clientQuery(), ...query };
  const kept = takeAhead(pageKey(request));
  const ask = () => getClient().call(gameList, request);
  return kept ? kept.answer.catch(ask) : ask();
}

/** The page asked ahead under `key`, while it is fresh, taken out so it is taken once. */
function takeAhead(key: string) {
  const kept = ahead.get(key);
  ahead.delete(key);
  return kept && Date.now() - kept.at < AHEAD_KEEP_MS ? kept : undefined;
}

/**
 * The page asked ahead for this query when it has already come, taken (once) at once: a list view
 * draws it in its first render instead of asking and drawing skeletons until the answer's callback
 * runs. Undefined when none was asked ahead, or it is still on its way (then `loadGamePage` takes it).
 */
export function takeGamePage(query: GamePageQuery): GamePage | undefined {
  const key = pageKey({ ...clientQuery(), ...query });
  if (!ahead.get(key)?.page) return undefined;
  return takeAhead(key)?.page;
}

/**
 * Asks for a list centre's first page (as the game grid's list view asks it: this game type and
 * vendor, no search) before the page's widget has loaded: a host that knows the route at once runs
 * this beside startup, so the first cards wait for the slower of the two, not for both in turn.
 * @returns settles (never rejects) once that page has come or failed, so a host can keep other work
 * off the main thread until the first cards can be drawn; at once when nothing was asked.
 */
export function prefetchGameList({
  gameType,
  vassalage,
}: Pick<GamePageQuery, 'gameType' | 'vassalage'>): Promise<void> {
  const request = {
    ...clientQuery(),
    gameType,
    vassalage: vassalage || undefined,
    pageNo: 1,
    pageSize: GAME_LIST_PAGE_SIZE,
  };
  // A poker vendor's rooms come from the room list, which `loadGamePage` asks itself (R7.42).
  if (isRoomQuery(request)) return Promise.resolve();
  const key = pageKey(request);
  const asked = ahead.get(key);
  if (asked) return asked.answer.then(settled, settled);
  for (const [old, { at }] of ahead) if (Date.now() - at >= AHEAD_KEEP_MS) ahead.delete(old);
  if (ahead.size >= AHEAD_MAX) return Promise.resolve();
  const answer = getClient().call(gameList, request);
  const entry: { answer: Promise<GamePage>; at: number; page?: GamePage } = { answer, at: Date.now() };
  ahead.set(key, entry);
  // Nobody may take it: a failure is the widget's to see when it asks, never an unhandled rejection.
  return answer.then((page) => {
    entry.page = page;
  }, settled);
}

const settled = (): void => undefined;

/** The hot games (R7.32: cached for the session, R9.26), at most 12 of them (R9.17). */
export async function loadHotGames(): Promise<GameItem[]> {
  const { list } = await getClient().call(hotGames, {
    ...clientQuery(),
    merchantCode: $config.get().merchantCode,
    isPlatform: 2,
    platform: 'flash,html5-desktop',
  });
  return list.slice(0, HOT_GAMES_CAP);
}
