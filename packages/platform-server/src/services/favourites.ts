import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import { type addFavoriteGame, FAVOURITES_MAX, type favoriteGamesList } from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import { type CatalogueGame, gameById, gamesById } from '../db/catalogue';
import type { Db } from '../db/database';
import { addFavourite, favouriteIds, removeFavourite } from '../db/favourites';
import type { Viewer } from './catalogue';
import { DomainError } from './domain-error';
import { gameItemOf } from './game-item';

export interface FavouritesService {
  ids(memberId: number): Promise<number[]>;
  list(
    memberId: number,
    input: ParsedRequestOf<typeof favoriteGamesList>,
    viewer: Viewer,
  ): Promise<ResponseOf<typeof favoriteGamesList>>;
  add(memberId: number, input: ParsedRequestOf<typeof addFavoriteGame>, viewer: Viewer): Promise<number[]>;
  remove(memberId: number, nodeId: number, viewer: Viewer): Promise<number[]>;
}

const noGame = (nodeId: number) =>
  new DomainError(ErrorCode.notFound, `No game ${nodeId}`, { field: 'nodeId' });

/** The optional payload fields of R3.16 must describe the game the node id names. */
function checkDescribes(game: CatalogueGame, input: ParsedRequestOf<typeof addFavoriteGame>): void {
  const mismatch = (field: string) =>
    new DomainError(ErrorCode.validation, `${field} does not match game ${game.id}`, { field });
  if (input.vendor !== undefined && input.vendor !== game.vendorCode) throw mismatch('vendor');
  if (input.gameType !== undefined && input.gameType !== game.gameType) throw mismatch('gameType');
  if (input.game !== undefined && input.game !== game.gameCode) throw mismatch('game');
}

/** Favourites per member, as real rows (R3.15-R3.17, R7.35-R7.38). */
export function createFavouritesService(deps: { db: Db; clock: Clock }): FavouritesService {
  const { db, clock } = deps;
  async function offered(nodeId: number, viewer: Viewer): Promise<CatalogueGame> {
    const game = await gameById(db, nodeId, viewer.merchantCode);
    if (!game) throw noGame(nodeId);
    return game;
  }

  return {
    ids: (memberId) => favouriteIds(db, memberId),

    async list(memberId, { pageNo, pageSize }, viewer) {
      const ids = await favouriteIds(db, memberId);
      const pageIds = ids.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      const byId = new Map(
        (await gamesById(db, pageIds, viewer.merchantCode)).map((game) => [game.id, game]),
      );
      return {
        content: pageIds.flatMap((id) => {
          const game = byId.get(id);
          return game ? [gameItemOf(game, viewer.language, viewer.baseUrl)] : [];
        }),
        pageNum: pageNo,
        pageSize,
        totalPages: Math.ceil(ids.length / pageSize),
        totalCount: ids.length,
      };
    },

    async add(memberId, input, viewer) {
      const game = await offered(input.nodeId, viewer);
      checkDescribes(game, input);
      const current = await favouriteIds(db, memberId);
      if (current.includes(game.id)) return current;
      if (current.length >= FAVOURITES_MAX) {
        throw new DomainError(ErrorCode.conflict, `At most ${FAVOURITES_MAX} favourites`, {
          field: 'nodeId',
        });
      }
      await addFavourite(db, memberId, game.id, clock.now());
      return favouriteIds(db, memberId);
    },

    async remove(memberId, nodeId, viewer) {
      await offered(nodeId, viewer);
      await removeFavourite(db, memberId, nodeId);
      return favouriteIds(db, memberId);
    },
  };
}
