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
// R4.06: a first login shows the first-login announcements and the gift notice. Its code (and the
// region check's) loads beside the first render, not in front of it: no login is that quick.
void import('@lobbykit/sdk/accounts').then((accounts) => accounts.installFirstLoginAction());
// The region modal opens once startup knows the visitor's country (R4.43, R4.44).
void startup()
  .then(() => import('@lobbykit/sdk/locales'))
  .then((locales) => locales.checkRegion());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
