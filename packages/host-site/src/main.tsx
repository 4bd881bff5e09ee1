import '@lobbykit/widgets';
import { configure, startup } from '@lobbykit/sdk';
import { installFirstLoginAction } from '@lobbykit/sdk/accounts';
import { checkRegion } from '@lobbykit/sdk/locales';
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
// R4.06: a first login shows the first-login announcements and the gift notice.
installFirstLoginAction();
// The region modal opens once startup knows the visitor's country (R4.43, R4.44).
void startup().then(() => checkRegion());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
