import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { PageProps } from './page-props';

/** The game centres (/sports, /esports, /lott, /elott): the category's vendors, each a lobby. */
export function GameCentrePage({ route }: PageProps) {
  return (
    <LobbyKitWidget
      name="game-grid"
      props={{ view: 'centre', gameType: route?.game?.gameType ?? 'SPORTS' }}
    />
  );
}
