import type { GameItem, VendorCard } from '@lobbykit/sdk/lobby';
import { ok, route } from './fake-api';
import { gameCatalogue, vendorFixture } from './game-fixtures';

type GameType = GameItem['gameType'];

export interface GameRoutes {
  catalogue: GameItem[];
  menus: { gameCategory: GameType; vendors: VendorCard[] }[];
  hot: GameItem[];
}

/** The vendors the default menus list, by category. */
export const DEFAULT_VENDORS: Partial<Record<GameType, string[]>> = {
  RNG: ['PG', 'CQ9', 'JDB'],
  LIVE: ['EA', 'DG'],
  SPORTS: ['IBC'],
};

/**
 * The games reads of the platform over the fake API: menus, the game list (filtered and paged the
 * way the server does), hot games. Returns the data so a test can check against it.
 */
export function gameRoutes(options: Partial<GameRoutes> = {}): GameRoutes {
  const catalogue = options.catalogue ?? [
    ...gameCatalogue(130, 'RNG', DEFAULT_VENDORS.RNG),
    ...gameCatalogue(8, 'LIVE', DEFAULT_VENDORS.LIVE, 1000),
  ];
  const menus =
    options.menus ??
    Object.entries(DEFAULT_VENDORS).map(([type, vendors]) => ({
      gameCategory: type as GameType,
      vendors: (vendors ?? []).map((code) => vendorFixture(code, type as GameType)),
    }));
  const hot = options.hot ?? catalogue.slice(0, 12);
  route('GET /lgw/games/game_menus', () => ok(menus));
  route('GET /wps/relay/GCSGAME_hotGamesV2', () => ok({ list: hot }));
  route('GET /wps/relay/GCSGAME_gameList', ({ query }) => {
    const name = (query.gameName ?? '').toLowerCase();
    const found = catalogue.filter(
      (game) =>
        (!query.gameType || game.gameType === query.gameType) &&
        (!query.vassalage || game.vassalage === query.vassalage) &&
        (!query.isGame || game.isGame === query.isGame) &&
        (!query.gameClassify || game.gameClassify === query.gameClassify) &&
        (!name || game.displayName.toLowerCase().includes(name)),
    );
    const pageNo = Number(query.pageNo ?? 1);
    const pageSize = Number(query.pageSize ?? 10);
    return ok({
      games: found.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totalCount: found.length,
      pageNo,
      pageSize,
      totalPages: Math.ceil(found.length / pageSize),
    });
  });
  return { catalogue, menus, hot };
}
