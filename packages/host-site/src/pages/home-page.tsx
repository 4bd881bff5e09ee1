import { $gameType, homeMounted } from '@lobbykit/sdk/lobby';
import { LobbyKitWidget, useLobbyKit } from '@lobbykit/sdk/react';
import { useEffect, useRef } from 'react';
import { useT } from '../use-t';
import { releaseLobbyAfterBanner } from './after-banner';
import { AfterBannerWidget } from './after-banner-widget';

/**
 * The lobby: notice marquee and banners while the game type is HOME (R2.73, R2.74), the jackpot
 * counter and the winners board, then the game sections of the chosen type. The banners (the page's
 * largest paint) mount first; the rest in their held places once the first banner has painted.
 */
export function HomePage() {
  const t = useT();
  const gameType = useLobbyKit($gameType);
  const lobby = useRef<HTMLDivElement>(null);
  useEffect(() => homeMounted(), []); // R4.50
  // After the widgets' own layout effects: the carousel's element holds its shadow root by then.
  useEffect(() => {
    releaseLobbyAfterBanner(lobby.current?.querySelector('[data-lk-widget="banner-carousel"]') ?? null);
  }, []);

  const atHome = gameType === 'HOME';
  return (
    <div className="lobby" ref={lobby}>
      <h1 className="visually-hidden">{t('lobbyTitle')}</h1>
      {atHome && <AfterBannerWidget name="marquee" className="lobby__marquee" />}
      {atHome && (
        <LobbyKitWidget name="banner-carousel" props={{ groupName: 'w_home' }} className="lobby__banners" />
      )}
      <div className="lobby__highlights">
        <AfterBannerWidget name="jackpot" className="lobby__jackpot" />
        <AfterBannerWidget name="winners-board" className="lobby__winners" />
      </div>
      {/* Below the banners on a phone: its code loads as it scrolls near (bench/RESULTS.md, home page). */}
      <AfterBannerWidget
        name="game-grid"
        props={{ view: 'home' }}
        className={atHome ? 'lobby__games lobby__games--under-banners' : 'lobby__games'}
        whenVisible
      />
    </div>
  );
}
