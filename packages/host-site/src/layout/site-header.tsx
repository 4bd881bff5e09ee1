import { LobbyKitWidget } from '@lobbykit/sdk/react';
import { useRef } from 'react';
import { useT } from '../use-t';
import { SideMenuToggle } from './side-menu-toggle';
import { useHeaderMetrics } from './use-header-metrics';

/** `sideMenu`: the route shows the side menu, so the header offers its toggle. */
export function SiteHeader({ sideMenu }: { sideMenu: boolean }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useHeaderMetrics(ref);
  return (
    <header ref={ref} className="site-header">
      {sideMenu && <SideMenuToggle />}
      <a className="site-header__brand" href="/" aria-label={t('home')}>
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>LobbyKit</span>
      </a>
      <LobbyKitWidget name="wallet-header" className="site-header__wallet" />
      <LobbyKitWidget
        name="language-select"
        props={{ variant: 'menu', showRegion: true }}
        className="site-header__language"
      />
    </header>
  );
}
