/**
 * The bundle the loader snippet fetches: sdk, preact and the runtime's global `LobbyKit`. Each
 * widget is its own chunk, fetched the first time a page mounts it, so a page with only the login
 * form never downloads the header.
 */
import { $modal, installGlobal, registerWidget } from '@lobbykit/sdk';
import { installDialogs } from './dialogs/install-dialogs';
import { registerModalView } from './modal-outlet/modal-views';
import { ensureModalOutlet } from './modal-outlet/mount-modal-outlet';

registerWidget('login', () => import('./login/login-widget').then((module) => module.loginWidget));
registerWidget('wallet-header', () =>
  import('./wallet-header/wallet-header-widget').then((module) => module.walletHeaderWidget),
);
registerModalView('login', () => import('./login/login-dialog').then((module) => module.loginModalView));
installDialogs();
// A host may open a modal before any widget mounted (the /login route); the outlet comes then.
$modal.listen((modal) => {
  if (modal) ensureModalOutlet();
});
installGlobal();
