import { LobbyKitWidget } from '@lobbykit/sdk/react';
import { useT } from '../use-t';

export function SiteHeader() {
  const t = useT();
  return (
    <header className="site-header">
      <a className="site-header__brand" href="/" aria-label={t('home')}>
        <img src="/favicon.svg" alt="" width="32" height="32" />
        <span>LobbyKit</span>
      </a>
      <LobbyKitWidget name="wallet-header" className="site-header__wallet" />
    </header>
  );
}
