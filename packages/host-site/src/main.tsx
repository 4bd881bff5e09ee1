import '@lobbykit/widgets';
import { configure, startup } from '@lobbykit/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { siteConfig } from './config';
import { registerSiteMessages } from './i18n/site-messages';
import { bridgeWidgetNavigation } from './routing/navigation-bridge';
import './styles.css';

registerSiteMessages();
configure({ apiBase: siteConfig().apiBase });
bridgeWidgetNavigation();
void startup();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
