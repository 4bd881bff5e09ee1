import {
  addFavoriteGame,
  favoriteGames,
  favoriteGamesList,
  removeFavoriteGame,
} from '@lobbykit/api-client/contract';
import { type Bind, type Call, signedIn } from '../http/bind';
import { viewerOf } from '../http/viewer';
import type { FavouritesService } from '../services/favourites';
import { requireRealAccount } from '../services/trial-wall';

/** Favourites are an account feature: trial sessions are refused (R5.40). */
const realMemberId = (call: Call) => requireRealAccount(signedIn(call).member).id;

/** A member's favourite games (R7.35-R7.38). */
export function favouriteRoutes(bind: Bind, favourites: FavouritesService): void {
  bind(favoriteGames, (_input, call) => favourites.ids(realMemberId(call)));
  bind(favoriteGamesList, (input, call) => favourites.list(realMemberId(call), input, viewerOf(call)));
  bind(addFavoriteGame, (input, call) => favourites.add(realMemberId(call), input, viewerOf(call)));
  bind(removeFavoriteGame, (input, call) =>
    favourites.remove(realMemberId(call), input.nodeId, viewerOf(call)),
  );
}
