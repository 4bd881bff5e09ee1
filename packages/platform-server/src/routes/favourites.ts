import {
  addFavoriteGame,
  favoriteGames,
  favoriteGamesList,
  removeFavoriteGame,
} from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import { viewerOf } from '../http/viewer';
import type { FavouritesService } from '../services/favourites';

/** A member's favourite games (R7.35-R7.38). */
export function favouriteRoutes(bind: Bind, favourites: FavouritesService): void {
  bind(favoriteGames, (_input, call) => favourites.ids(signedIn(call).member.id));
  bind(favoriteGamesList, (input, call) => favourites.list(signedIn(call).member.id, input, viewerOf(call)));
  bind(addFavoriteGame, (input, call) => favourites.add(signedIn(call).member.id, input, viewerOf(call)));
  bind(removeFavoriteGame, (input, call) =>
    favourites.remove(signedIn(call).member.id, input.nodeId, viewerOf(call)),
  );
}
