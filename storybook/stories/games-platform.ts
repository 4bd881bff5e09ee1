import { ErrorCode } from '@lobbykit/api-client';
import {
  addFavoriteGame,
  favoriteGames,
  favoriteGamesList,
  gameLaunchFB,
  gameList,
  gameMenus,
  hotGames,
  launchGame,
  lottoOpenedNumbers,
  type ParsedRequestOf,
  pokerRooms,
  recentGames,
  removeFavoriteGame,
  vnLotteryMenu,
  vnLotteryRecent,
  vnOpenedNumbers,
} from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';
import { closeModal, getClient } from '@lobbykit/sdk';
import {
  $favouriteIds,
  $favourites,
  $gameType,
  $menus,
  $recentGames,
  $sectionGames,
  type GameItem,
  type VendorCard,
} from '@lobbykit/sdk/lobby';
import { gameCatalogue, gameFixture, iconFor, vendorFixture } from '@lobbykit/widgets/testing';

/**
 * The stand-in platform's games answers for the W1 stories: menus, a catalogue of 10,000 slots (so
 * the virtualised grid can be scrolled end to end), hot, favourites, recent, launch and lottery.
 */
export type GamesLoad = 'ok' | 'empty' | 'error' | 'pending';

export interface GamesScenario {
  /** The game list, hot games and the vendor popup list. */
  catalogue?: GamesLoad;
  menus?: GamesLoad;
  favourites?: 'ok' | 'empty';
  recent?: 'ok' | 'empty';
  lottery?: GamesLoad;
}

type GameType = GameItem['gameType'];

/** Spec section 3's vendor codes by category, with the lottery vendors. */
const VENDORS: [GameType, string[]][] = [
  ['ELOTT', ['ELOTT', 'TCG_LOTTO_VN']],
  ['LOTT', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']],
  ['LIVE', ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP']],
  ['SPORTS', ['IBC', 'SBT', 'UG']],
  ['ESPORTS', ['IMES', 'AV']],
  ['FISH', ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG']],
  ['RNG', ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD']],
  ['PVP', ['KX', 'KY', 'TH', 'WS', 'XY']],
  ['COCKFIGHT', ['SV3']],
];
const ONE_GAME_VENDORS: GameType[] = ['ELOTT', 'LOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

let catalogue: GameItem[] | null = null;
function allGames(): GameItem[] {
  if (catalogue) return catalogue;
  const rng = VENDORS.find(([type]) => type === 'RNG')?.[1] ?? [];
  catalogue = [...gameCatalogue(10_000, 'RNG', rng, 1)];
  let next = 20_000;
  for (const [type, vendors] of VENDORS) {
    if (ONE_GAME_VENDORS.includes(type)) {
      // A sports, esports, lottery or cockfight vendor is one lobby game, listed like any other.
      catalogue.push(
        ...vendors.map((code, index) => vendorCard(type, code, index).entry).filter((game) => game !== null),
      );
      continue;
    }
    if (type === 'RNG') continue;
    catalogue.push(...gameCatalogue(type === 'LIVE' ? 27 : 18, type, vendors, next));
    next += 100;
  }
  return catalogue;
}

function vendorCard(type: GameType, vassalage: string, index: number): VendorCard {
  const name = vassalage.replace(/_/g, ' ');
  const entry = ONE_GAME_VENDORS.includes(type)
    ? gameFixture({
        nodeId: 30_000 + index,
        vassalage,
        gameType: type,
        displayName: `${name} ${type === 'SPORTS' ? 'Sportsbook' : type === 'ESPORTS' ? 'Arena' : 'Lobby'}`,
        gameCode: `${vassalage}-LOBBY`,
      })
    : type === 'RNG'
      ? null
      : gameFixture({
          nodeId: 31_000 + index,
          vassalage,
          gameType: type,
          displayName: name,
          isGame: 'VASSALAGE',
        });
  const count = type === 'RNG' ? Math.round(10_000 / 12) : entry?.isGame === 'GAME' ? 1 : 18;
  return vendorFixture(vassalage, type, {
    name,
    gameCount: count,
    entry,
    logoUrl: iconFor(index * 13, vassalage),
  });
}

const menus = () =>
  VENDORS.map(([type, vendors], at) => ({
    gameCategory: type,
    vendors: vendors.map((code, index) => vendorCard(type, code, at * 20 + index)),
  }));

/** A page of the catalogue, filtered and paged the way the server does. */
function gamesPage(query: ParsedRequestOf<typeof gameList>) {
  const name = (query.gameName ?? '').toLowerCase();
  const found = allGames().filter(
    (game) =>
      (!query.gameType || game.gameType === query.gameType) &&
      (!query.vassalage || game.vassalage === query.vassalage) &&
      (!name || game.displayName.toLowerCase().includes(name)),
  );
  const { pageNo, pageSize } = query;
  return {
    games: found.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalCount: found.length,
    pageNo,
    pageSize,
    totalPages: Math.ceil(found.length / pageSize),
  };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const issue = (n: number) => `20260301-${String(n).padStart(3, '0')}`;

/** A tiny stand-in for the demo game, so the game frame story shows a page in its iframe. */
export const DEMO_GAME_URL = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><body style="margin:0;display:grid;place-items:center;height:100vh;background:#120d2b;color:#f6c344;font:700 32px system-ui">DEMO 7 · 7 · 7</body>',
)}`;

const favourites = () => allGames().slice(3, 9);

/** Answers the games' endpoints on the story's platform, in the scenario's states. */
export function answerGames(platform: FakePlatform, scenario: GamesScenario): void {
  const menusState = scenario.menus ?? 'ok';
  if (menusState === 'pending') platform.hang(gameMenus);
  else if (menusState === 'error') platform.fail(gameMenus, ErrorCode.network, { status: 500 });
  else platform.on(gameMenus, () => (menusState === 'empty' ? [] : menus()));
  const catalogueState = scenario.catalogue ?? 'ok';
  if (catalogueState === 'pending') platform.hang(gameList).hang(hotGames);
  else if (catalogueState === 'error')
    platform
      .fail(gameList, ErrorCode.network, { status: 500 })
      .fail(hotGames, ErrorCode.network, { status: 500 });
  else
    platform
      .on(gameList, (query) =>
        catalogueState === 'empty'
          ? { games: [], totalCount: 0, pageNo: 1, pageSize: 10, totalPages: 0 }
          : gamesPage(query),
      )
      .on(hotGames, () => ({ list: catalogueState === 'empty' ? [] : allGames().slice(40, 52) }));
  const favouriteIds = () => favourites().map((game) => game.nodeId);
  platform
    .on(favoriteGames, () => (scenario.favourites === 'empty' ? [] : favouriteIds()))
    .on(favoriteGamesList, () => {
      const content = scenario.favourites === 'empty' ? [] : favourites();
      return { content, pageNum: 1, pageSize: 999, totalPages: 1, totalCount: content.length };
    })
    .on(addFavoriteGame, favouriteIds)
    .on(removeFavoriteGame, favouriteIds)
    .on(recentGames, () => {
      const games = scenario.recent === 'empty' ? [] : allGames().slice(100, 105);
      return { games, pageNo: 1, pageSize: 20, totalCount: games.length, totalPages: 1 };
    })
    .on(launchGame, { url: DEMO_GAME_URL })
    .on(gameLaunchFB, { url: DEMO_GAME_URL })
    // A PVP vendor's list is its rooms (R7.42): the vendor's card tables of this catalogue.
    .on(pokerRooms, (query) => ({
      list: allGames().filter((game) => game.gameType === 'PVP' && game.vassalage === query.vassalage),
    }));
  answerLottery(platform, scenario.lottery ?? 'ok');
}

const draws = (gameCode: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    gameCode,
    issueNo: issue(96 - index),
    drawTime: new Date(Date.now() - (index + 1) * 5 * 60_000).toISOString(),
    numbers: String((48_271 * (index + 3)) % 100_000).padStart(5, '0'),
  }));

function answerLottery(platform: FakePlatform, state: GamesLoad): void {
  const reads = [vnLotteryMenu, vnLotteryRecent, vnOpenedNumbers, lottoOpenedNumbers];
  if (state === 'pending') {
    for (const read of reads) platform.hang(read);
    return;
  }
  if (state === 'error') {
    for (const read of reads) platform.fail(read, ErrorCode.network, { status: 500 });
    return;
  }
  platform
    .on(vnLotteryMenu, () =>
      state === 'empty'
        ? []
        : [
            {
              menuCode: 'LOTT',
              menuName: 'Traditional lottery',
              games: [
                {
                  nodeId: 501,
                  gameCode: 'TCG_LOTTO_VN-MB',
                  gameName: 'Northern lottery',
                  prizeMode: 'LOTT' as const,
                  intervalMinutes: 1440,
                  currentIssueNo: issue(1),
                  nextDrawTime: inMinutes(185),
                },
              ],
            },
            {
              menuCode: 'ELOTT',
              menuName: 'Fast lottery',
              games: [
                {
                  nodeId: 502,
                  gameCode: 'TCG_LOTTO_VN-ELOTT',
                  gameName: 'Fast 5',
                  prizeMode: 'ELOTT' as const,
                  intervalMinutes: 5,
                  currentIssueNo: issue(97),
                  nextDrawTime: inMinutes(3.5),
                },
              ],
            },
          ],
    )
    .on(vnLotteryRecent, (query) => {
      const gameCode = query.gameCode ?? 'TCG_LOTTO_VN-MB';
      return { gameCode, list: draws(gameCode, 8) };
    })
    .on(vnOpenedNumbers, (query) => {
      const [latest] = draws(query.gameCode ?? 'TCG_LOTTO_VN-MB', 1);
      const prizes = ['Special', 'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh'].map(
        (prize, index) => ({
          prize,
          numbers: Array.from({ length: Math.min(index + 1, 6) }, (_, n) =>
            String((7_919 * (index + n + 5)) % 100_000)
              .padStart(5 - Math.min(index, 3), '0')
              .slice(-(5 - Math.min(index, 3))),
          ),
        }),
      );
      return { ...latest!, prizes };
    })
    .on(lottoOpenedNumbers, (query) => {
      const sea = query.prizeMode === 'SEA';
      const list = (
        sea
          ? [['TCG_SEA-4D', 'SEA 4D']]
          : [
              ['LOTT-DAILY', 'Daily lottery'],
              ['ELOTT-KENO', 'E-lottery Keno'],
              ['TCG_SEA-4D', 'SEA 4D'],
            ]
      ).map(([code = '', name = ''], index) => ({
        gameCode: code,
        gameName: name,
        issueNo: issue(40 + index),
        drawTime: new Date(Date.now() - 60_000 * (index + 2)).toISOString(),
        numbers: String((31_337 * (index + 7)) % 100_000).padStart(5, '0'),
        nextDrawTime: inMinutes(7 + index * 11),
      }));
      return { list: state === 'empty' ? [] : list };
    });
}

/**
 * Stories share one runtime: what one story loaded (menus, sections, favourites, the session cache
 * of hot games) would otherwise show in the next, hiding its loading and error states.
 */
export function resetGamesState(): void {
  $menus.set(null);
  $sectionGames.set({});
  $favourites.set([]);
  $favouriteIds.set([]);
  $recentGames.set([]);
  $gameType.set('HOME');
  closeModal();
  getClient().clearCache();
}
