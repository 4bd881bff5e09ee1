import { $modal, registerWidget } from '@lobbykit/sdk';
import { installDialogs } from './dialogs/install-dialogs';
import { loginModalView } from './login/login-modal-view';
import { loginWidget } from './login/login-widget';
import { registerModalView } from './modal-outlet/modal-views';
import { ensureModalOutlet } from './modal-outlet/mount-modal-outlet';
import { walletHeaderWidget } from './wallet-header/wallet-header-widget';

/**
 * Everything the ESM build registers on import: the widgets, the modal views the outlet can show,
 * and the sdk's dialogs. A host that opens a modal before any widget mounted still gets the outlet.
 */
registerWidget(loginWidget);
registerWidget(walletHeaderWidget);
registerModalView('login', loginModalView);
installDialogs();
$modal.listen((modal) => {
  if (modal) ensureModalOutlet();
});
