import { GAME_NAME_SEARCH_MAX, gameType } from '@lobbykit/sdk/lobby';
import * as v from 'valibot';
import { CentreView } from './centre-view';
import { HomeView } from './home-view';
import { ListView } from './list-view';

export const gameGridProps = v.object({
  /** home: the home sections; list: a list centre (/live, /rng ...); centre: a game centre (/sports ...). */
  view: v.optional(v.picklist(['home', 'list', 'centre']), 'home'),
  gameType: v.optional(gameType),
  /** A vendor code to filter by (/rng?vassalage=CQ9, R2.12). */
  vassalage: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_]{0,32}$/))),
  /** The account and hot lists (/hot, /favorite, /recent); wins over gameType. */
  list: v.optional(v.picklist(['hot', 'favorite', 'recent'])),
  /** A name to search for from the start. */
  search: v.optional(v.pipe(v.string(), v.maxLength(GAME_NAME_SEARCH_MAX))),
});

/** What a host passes; `view` defaults to home. */
export type GameGridProps = v.InferInput<typeof gameGridProps>;

/** The game grid widget: which games it shows is the host route's choice, through the props. */
export function GameGrid({ view = 'home', gameType: type, vassalage, list, search }: GameGridProps) {
  if (view === 'centre') return <CentreView gameType={type ?? 'SPORTS'} />;
  if (view === 'list') return <ListView gameType={type} vassalage={vassalage} list={list} search={search} />;
  return <HomeView />;
}
