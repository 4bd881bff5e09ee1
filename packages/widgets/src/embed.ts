/**
 * The bundle the loader snippet fetches: sdk, preact and the runtime's global `LobbyKit`. Each
 * widget is its own chunk, fetched the first time a page mounts it, so a page with only the login
 * form never downloads the header. The login form is the exception: build/embed.mjs puts its code
 * into lobbykit.js with the runtime, since nearly every page shows it first (its loader below then
 * resolves at once).
 */
import { installGlobal } from '@lobbykit/sdk/runtime';
import { holdBengaliForItsFont } from './bengali-font';
import { loginWidget } from './login/login-widget';
import { registerWidgetLoaders } from './widget-loaders';

// Issue 15: fonts are loaded once in the document; a BN page gets the bundle's Bengali subset, and
// its text waits for it.
holdBengaliForItsFont(import.meta.url);

registerWidgetLoaders({
  // In lobbykit.js anyway (see above): a static import, so no module namespace is built for it.
  widget: () => Promise.resolve(loginWidget),
  modalView: () => import('./login/login-dialog').then((module) => module.loginModalView),
});
installGlobal();
