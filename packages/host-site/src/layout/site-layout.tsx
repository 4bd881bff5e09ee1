import { LobbyKitWidget } from '@lobbykit/sdk/react';
import { type ReactNode, useEffect } from 'react';
import { SecondaryWidget } from './secondary-widget';
import { releaseSecondaryWidgetsAfterPaint, settleSideMenuBeforeItMounts } from './secondary-widgets';
import { SiteHeader } from './site-header';

interface SiteLayoutProps {
  children: ReactNode;
  /** The lotteries and /seamless show no footer (R2.16, R2.22). */
  footer: boolean;
  /** The side menu and game navigation hide on /seamless, /lottert, /vnlottery and /sealottery (R2.27, R2.28). */
  gameNav: boolean;
  /** The current path, so the navigation highlights where the player is. */
  path: string;
}

/**
 * The header, the game navigation, the page's content and the customer service button mount at once;
 * the side menu (its room kept by CSS) and the footer once the content has painted, the footer then
 * as it comes near.
 */
export function SiteLayout({ children, footer, gameNav, path }: SiteLayoutProps) {
  // During the render, before the header's toggle reads it: the toggle's first commit and the held
  // column agree. A layout effect was too late: the toggle subscribes in a passive effect, so it
  // committed "closed" and re-rendered a frame later, and a press in between hid the menu. Settling
  // writes only once (while nobody has chosen), so rendering again changes nothing.
  if (gameNav) settleSideMenuBeforeItMounts();
  useEffect(() => releaseSecondaryWidgetsAfterPaint(), []);
  return (
    <div className="site">
      <SiteHeader sideMenu={gameNav} />
      <div className="site__body">
        {gameNav && <SecondaryWidget name="side-menu" props={{ active: path }} className="site__side" />}
        <div className="site__content">
          {gameNav && <LobbyKitWidget name="game-nav" props={{ active: path }} className="site__nav" />}
          <main className="site__main" id="main">
            {children}
          </main>
        </div>
      </div>
      {footer && <SecondaryWidget name="site-footer" className="site__footer" whenVisible />}
      {/*
        R2.39: on every page of the player site (the agent pages and the outage screens have their own).
        It floats over the page while its element sits at the end of it: it loads at once, however long the page.
      */}
      <LobbyKitWidget name="customer-service-button" loading="eager" />
    </div>
  );
}
