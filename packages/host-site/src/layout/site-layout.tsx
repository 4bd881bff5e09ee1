import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface SiteLayoutProps {
  children: ReactNode;
  /** The lotteries and /seamless show no footer (R2.16, R2.22). */
  footer: boolean;
  /** The game navigation hides on /seamless, /lottert, /vnlottery and /sealottery (R2.27). */
  gameNav: boolean;
  /** The current path, so the navigation highlights where the player is. */
  path: string;
}

export function SiteLayout({ children, footer, gameNav, path }: SiteLayoutProps) {
  return (
    <div className="site">
      <SiteHeader />
      {gameNav && <LobbyKitWidget name="game-nav" props={{ active: path }} className="site__nav" />}
      <main className="site__main" id="main">
        {children}
      </main>
      {footer && <SiteFooter />}
    </div>
  );
}
