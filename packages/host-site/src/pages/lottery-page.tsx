import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { PageProps } from './page-props';

/** /lottery, /seaLottery and /vnLottery with their gameCode (R2.14). */
export function LotteryPage({ route, search }: PageProps) {
  const kind = route?.game?.lottery ?? 'lottery';
  return (
    <LobbyKitWidget
      name="lottery-lobby"
      props={{ kind, ...(search.gameCode ? { gameCode: search.gameCode } : {}) }}
    />
  );
}
