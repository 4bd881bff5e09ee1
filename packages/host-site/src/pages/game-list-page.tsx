import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { PageProps } from './page-props';

/** The list centres (/live, /fish, /rng?vassalage=, /pvp, /hot) and the account lists (/favorite, /recent). */
export function GameListPage({ route, search }: PageProps) {
  const game = route?.game ?? {};
  const props = {
    view: 'list' as const,
    ...(game.gameType ? { gameType: game.gameType } : {}),
    ...(game.list ? { list: game.list } : {}),
    ...(search.vassalage ? { vassalage: search.vassalage } : {}),
  };
  return <LobbyKitWidget name="game-grid" props={props} />;
}
