import '@lobbykit/widgets';
import { $locale, configure, languageTag, startup } from '@lobbykit/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { fetchTakingAhead } from './ask-ahead';
import { siteConfig } from './config';
import { registerSiteMessages } from './i18n/site-messages';
import { bridgeWidgetNavigation } from './routing/navigation-bridge';
import { $router } from './routing/router';
import { routes } from './routing/routes';
import { warmRoute } from './routing/warm-route';
import './styles.css';

registerSiteMessages();
// Startup's calls and the home page's announcements were asked by the page's head (index.html).
configure({ apiBase: siteConfig().apiBase, fetch: fetchTakingAhead() });
bridgeWidgetNavigation();
// The page says which language it speaks: a screen reader's voice, the browser's fallback fonts.
$locale.subscribe((language) => {
  document.documentElement.lang = languageTag(language);
});
// R4.06: a first login shows the first-login announcements and the gift notice, after the login
// (`lobbykit:login`, as installFirstLoginAction listens); the action's code loads then, not with
// the home page.
window.addEventListener('lobbykit:login', () => {
  void import('@lobbykit/sdk/accounts').then((accounts) => accounts.runFirstLoginAction());
});
// The region modal opens once startup knows the visitor's country (R4.43, R4.44).
void startup()
  .then(() => import('@lobbykit/sdk/locales'))
  .then((locales) => locales.checkRegion());
// Beside startup, not after it: a game page's widget chunk and first page of games.
const opened = $router.get();
warmRoute(routes.find((route) => route.name === opened?.route) ?? null, opened?.search ?? {});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
