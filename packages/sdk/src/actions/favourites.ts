import {
  addFavoriteGame,
  FAVOURITES_MAX,
  favoriteGames,
  favoriteGamesList,
  removeFavoriteGame,
} from '@lobbykit/api-client/lobby';
import { onMount } from 'nanostores';
import { getClient } from '../client/configure';
import { $favouriteIds, $favourites, type GameItem } from '../stores/lobby';
import { $session } from '../stores/session';
import { clientQuery } from './client-query';
import { dialogs } from './dialogs';
import { failureOf } from './failure';
import { watchRealMember } from './member-center/member-watch';
import { hasRealAccount, promptRegisterFirst, requireLogin } from './player-guard';

/** R4.62, R9.22: one toggle a second, and a click inside the second is dropped, never replayed. */
export const FAVOURITE_THROTTLE_MS = 1000;

/** `trial`: a trial player was told to register first (R5.40); nothing was sent. */
export type FavouriteOutcome = 'added' | 'removed' | 'ignored' | 'throttled' | 'login' | 'trial' | 'failed';

let loading: Promise<boolean> | null = null;
/**
 * The member info the stores' favourites were loaded for: a new sign-in (or a restored session)
 * brings a new one. `get()` on an unwatched store mounts it for a moment, so without this every
 * such read would ask the server again.
 */
let loadedFor: object | null = null;
let lastToggle = Number.NEGATIVE_INFINITY;
/** Bumped by every local change, so an older server answer never overwrites a newer click. */
let revision = 0;

/**
 * R7.35, R7.36, R9.12: the member's favourite ids and cards (page 1 of 999) into the stores; a guest
 * or a trial player (R6.05) has none and nothing is asked. Resolves false then; rejects with the api-client's error (read it with failureOf).
 */
export function loadFavourites(): Promise<boolean> {
  if (!hasRealAccount()) {
    $favouriteIds.set([]);
    $favourites.set([]);
    return Promise.resolve(false);
  }
  loading ??= fetchFavourites().finally(() => {
    loading = null;
  });
  return loading;
}

async function fetchFavourites(): Promise<boolean> {
  const client = getClient();
  const started = revision;
  const member = $session.get().member;
  const [ids, list] = await Promise.all([
    client.call(favoriteGames),
    client.call(favoriteGamesList, { ...clientQuery(), pageNo: 1, pageSize: FAVOURITES_MAX }),
  ]);
  if (started === revision) {
    $favouriteIds.set(ids);
    $favourites.set(list.content);
  }
  loadedFor = member;
  return true;
}

/**
 * The favourites are known wherever hearts are drawn, however the page was reached (a direct load
 * of /rng, a reload, a partner page): the first watcher of either store loads them for the member,
 * a sign-in loads them again, a sign-out empties them. Once, here, so no page or widget has to
 * remember to ask, and asked once per member, not again on every page.
 */
function watchFavourites(): () => void {
  return watchRealMember((signedIn) => {
    if (!signedIn) {
      loadedFor = null;
      $favouriteIds.set([]);
      $favourites.set([]);
      return;
    }
    const member = $session.get().member;
    if (member !== null && member === loadedFor) return;
    // A failed load leaves the hearts off; the next watcher or sign-in asks again.
    loadFavourites().catch(() => undefined);
  });
}

let watchers = 0;
let stopWatching: (() => void) | null = null;
function watched(): () => void {
  watchers += 1;
  stopWatching ??= watchFavourites();
  return () => {
    watchers -= 1;
    if (watchers === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}
onMount($favouriteIds, watched);
onMount($favourites, watched);

/** R4.60, R4.61: adds the game when it is not a favourite, removes it when it is; throttled (R4.62). */
export async function toggleFavourite(game: GameItem): Promise<FavouriteOutcome> {
  if (!requireLogin()) return 'login';
  if ($session.get().isTrial) {
    await promptRegisterFirst();
    return 'trial';
  }
  const now = Date.now();
  if (now - lastToggle < FAVOURITE_THROTTLE_MS) return 'throttled';
  lastToggle = now;
  return isFavourite(game.nodeId) ? removeFavourite(game) : addFavourite(game);
}

export function isFavourite(nodeId: number): boolean {
  return $favouriteIds.get().includes(nodeId);
}

/** R4.63: an id already present is ignored; R4.64: the local lists change first, then the server. */
export async function addFavourite(game: GameItem): Promise<FavouriteOutcome> {
  if (isFavourite(game.nodeId)) return 'ignored';
  const before = snapshot();
  $favouriteIds.set([game.nodeId, ...before.ids]);
  $favourites.set([game, ...before.list.filter((item) => item.nodeId !== game.nodeId)]);
  return sync(before, 'added', () =>
    getClient().call(addFavoriteGame, {
      nodeId: game.nodeId,
      vendor: game.vassalage,
      gameType: game.gameType,
      game: game.gameCode,
    }),
  );
}

/** R4.61, R4.64: out of the local lists first, then the server. */
export async function removeFavourite(game: GameItem): Promise<FavouriteOutcome> {
  const before = snapshot();
  $favouriteIds.set(before.ids.filter((id) => id !== game.nodeId));
  $favourites.set(before.list.filter((item) => item.nodeId !== game.nodeId));
  return sync(before, 'removed', () => getClient().call(removeFavoriteGame, { nodeId: game.nodeId }));
}

interface Snapshot {
  ids: number[];
  list: GameItem[];
}

const snapshot = (): Snapshot => ({ ids: $favouriteIds.get(), list: $favourites.get() });

/** The server answers the ids after the change; a refusal puts the lists back and says why. */
async function sync(
  before: Snapshot,
  done: FavouriteOutcome,
  send: () => Promise<number[]>,
): Promise<FavouriteOutcome> {
  const mine = ++revision;
  try {
    const ids = await send();
    if (mine === revision) $favouriteIds.set(ids);
    return done;
  } catch (error) {
    if (mine === revision) {
      $favouriteIds.set(before.ids);
      $favourites.set(before.list);
    }
    await dialogs().alert(failureOf(error).message);
    return 'failed';
  }
}
