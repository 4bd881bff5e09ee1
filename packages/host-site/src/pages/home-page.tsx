import { $gameType, homeMounted } from '@lobbykit/sdk/lobby';
import { LobbyKitWidget, useLobbyKit } from '@lobbykit/sdk/react';
import { useEffect } from 'react';
import { useT } from '../use-t';

/**
 * The lobby: notice marquee and banners while the game type is HOME (R2.73, R2.74), the jackpot
 * counter and the winners board, then the game sections of the chosen type.
 */
export function HomePage() {
  const t = useT();
  const gameType = useLobbyKit($gameType);
  useEffect(() => homeMounted(), []); // R4.50

  const atHome = gameType === 'HOME';
  return (
    <div className="lobby">
      <h1 className="visually-hidden">{t('lobbyTitle')}</h1>
      {atHome && <LobbyKitWidget name="marquee" className="lobby__marquee" />}
      {atHome && (
        <LobbyKitWidget name="banner-carousel" props={{ groupName: 'w_home' }} className="lobby__banners" />
      )}
      <div className="lobby__highlights">
        <LobbyKitWidget name="jackpot" className="lobby__jackpot" />
        <LobbyKitWidget name="winners-board" className="lobby__winners" />
      </div>
      {/* Below the banners on a phone: its code loads as it scrolls near (bench/RESULTS.md, home page). */}
      <LobbyKitWidget name="game-grid" props={{ view: 'home' }} className="lobby__games" whenVisible />
    </div>
  );
}
