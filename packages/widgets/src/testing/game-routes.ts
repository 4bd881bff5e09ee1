import type { GameItem, VendorCard } from '@lobbykit/sdk/lobby';
import { endpoints } from '@lobbykit/sdk/testing';
import { platform } from './fake-api';
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
  platform.on(endpoints.gameMenus, menus);
  platform.on(endpoints.hotGames, { list: hot });
  platform.on(endpoints.gameList, (query) => {
    const name = (query.gameName ?? '').toLowerCase();
    const found = catalogue.filter(
      (game) =>
        (!query.gameType || game.gameType === query.gameType) &&
        (!query.vassalage || game.vassalage === query.vassalage) &&
        (!query.isGame || game.isGame === query.isGame) &&
        (!query.gameClassify || game.gameClassify === query.gameClassify) &&
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
  });
  return { catalogue, menus, hot };
}
