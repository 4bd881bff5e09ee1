import { HOT_GAMES_CAP } from '@lobbykit/api-client/lobby';
import {
  $gameType,
  $menus,
  $recentGames,
  $sectionGames,
  type GameItem,
  type GameTypeCode,
  type LobbyGameType,
  type SectionGames,
} from '../stores/lobby';
import { $session } from '../stores/session';
import { failureOf } from './failure';
import { loadGamePage, loadHotGames } from './game-catalogue';

export type HomeSectionId = 'recent' | 'favourites' | 'hot' | GameTypeCode;

export interface HomeSection {
  id: HomeSectionId;
  /** The category the section lists; null for recent, favourites and hot. */
  gameType: GameTypeCode | null;
  /** The page size its games request asks for (R9.13); null for sections with their own action. */
  pageSize: number | null;
  /** R2.86: favourites show as a carousel. */
  carousel: boolean;
  /** The section title's 'more' link (R2.91 and the decisions: slots to /rng, PVP to /pvp). */
  more: string | null;
}

export interface HomeSectionsState {
  isLogin: boolean;
  /** A trial player has no account lists (R6.05): no recent or favourites section. */
  isTrial?: boolean | undefined;
  /** How many recent games the member has (R2.84 shows the section only when there are some). */
  recentCount: number;
  /** Categories with at least one vendor; when given, the other categories' sections are left out. */
  categories?: readonly GameTypeCode[] | undefined;
}

/** R2.83's order of the category sections. */
const CATEGORY_ORDER: readonly GameTypeCode[] = [
  'RNG',
  'LIVE',
  'BINGO',
  'FISH',
  'SPORTS',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];

/** R2.90: fishing, bingo and cockfight wait until the player picks their type. */
const HIDDEN_ON_HOME: readonly GameTypeCode[] = ['FISH', 'BINGO', 'COCKFIGHT'];

const MORE_LINKS: Partial<Record<GameTypeCode, string>> = { RNG: '/rng', PVP: '/pvp' };

/** R9.13: slots ask for 10 games, bingo for 25, every other category for 5. */
export function sectionPageSize(type: GameTypeCode): number {
  if (type === 'RNG') return 10;
  if (type === 'BINGO') return 25;
  return 5;
}

const categorySection = (type: GameTypeCode): HomeSection => ({
  id: type,
  gameType: type,
  pageSize: sectionPageSize(type),
  carousel: false,
  more: MORE_LINKS[type] ?? null,
});

/**
 * R2.83-R2.91 with the decisions: on HOME recent (signed in, non-empty), favourites (signed in),
 * hot, slots, live, sports, PVP, esports; with a category chosen, that category's section.
 */
export function homeSections(gameType: LobbyGameType, state: HomeSectionsState): HomeSection[] {
  const offered = (type: GameTypeCode) => !state.categories || state.categories.includes(type);
  if (gameType !== 'HOME') return offered(gameType) ? [categorySection(gameType)] : [];
  const sections: HomeSection[] = [];
  const fixed = (id: HomeSectionId, carousel = false): HomeSection => ({
    id,
    gameType: null,
    pageSize: null,
    carousel,
    more: null,
  });
  const member = state.isLogin && !state.isTrial;
  if (member && state.recentCount > 0) sections.push(fixed('recent')); // R2.84
  if (member) sections.push(fixed('favourites', true)); // R2.85, R2.86
  sections.push(fixed('hot'));
  for (const type of CATEGORY_ORDER) {
    if (!HIDDEN_ON_HOME.includes(type) && offered(type)) sections.push(categorySection(type));
  }
  return sections;
}

/** R2.88, R9.18: at most 9 hot games on home. */
export const HOT_SHOWN_ON_HOME = 9;
/** R2.89, R9.19: a More link to /hot once there are over 7. */
export const HOT_MORE_OVER = 7;

/** R2.87-R2.89: the hot list capped at 12, 9 of them shown, More to /hot when over 7. */
export function hotOnHome(list: readonly GameItem[]): {
  games: GameItem[];
  total: number;
  more: string | null;
} {
  const capped = list.slice(0, HOT_GAMES_CAP);
  return {
    games: capped.slice(0, HOT_SHOWN_ON_HOME),
    total: capped.length,
    more: capped.length > HOT_MORE_OVER ? '/hot' : null,
  };
}

/** R9.14: the pause between one section's request and the next. */
export const SECTION_REQUEST_GAP_MS = 300;

export interface LoadHomeSectionsOptions {
  gameType?: LobbyGameType;
  /** Waits between requests; tests pass their own clock. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let generation = 0;

/**
 * Fetches the current type's sections one after another, 300 ms apart (R9.14), into
 * `$sectionGames` (hot, then each category at its R9.13 page size). A newer call stops an older one.
 */
export async function loadHomeSections(options: LoadHomeSectionsOptions = {}): Promise<void> {
  const mine = ++generation;
  const wait = options.wait ?? sleep;
  const menus = $menus.get();
  const sections = homeSections(options.gameType ?? $gameType.get(), {
    isLogin: $session.get().isLogin,
    isTrial: $session.get().isTrial,
    recentCount: $recentGames.get().length,
    categories: menus?.filter((entry) => entry.vendors.length > 0).map((entry) => entry.gameCategory),
  }).filter((section) => section.id === 'hot' || section.gameType !== null);

  for (const [index, section] of sections.entries()) {
    if (index > 0) await wait(SECTION_REQUEST_GAP_MS);
    if (mine !== generation) return;
    const previous = $sectionGames.get()[section.id];
    $sectionGames.setKey(section.id, {
      status: 'loading',
      games: previous?.games ?? [],
      totalCount: previous?.totalCount ?? 0,
      errorCode: null,
    });
    const result = await fetchSection(section);
    if (mine !== generation) return;
    $sectionGames.setKey(section.id, result);
  }
}

async function fetchSection(section: HomeSection): Promise<SectionGames> {
  try {
    if (section.id === 'hot') {
      const games = await loadHotGames();
      return { status: 'ready', games, totalCount: games.length, errorCode: null };
    }
    const type = section.gameType as GameTypeCode;
    const page = await loadGamePage({
      gameType: type,
      ...(type === 'BINGO' ? { gameClassify: 'BG' as const } : {}), // R9.16
      pageNo: 1,
      pageSize: section.pageSize ?? sectionPageSize(type),
    });
    return { status: 'ready', games: page.games, totalCount: page.totalCount, errorCode: null };
  } catch (error) {
    const { errorCode } = failureOf(error);
    return { status: 'error', games: [], totalCount: 0, errorCode };
  }
}
