import { logout as logoutEndpoint } from '@lobbykit/api-client/first-paint';
import { getClient } from '../client/configure';
import { t } from '../i18n/translate';
import { emit } from '../runtime/events';
import { $config } from '../stores/config';
import { SessionKey } from '../stores/keys';
import { resetMemberLobbyState } from '../stores/lobby';
import { resetSessionState } from '../stores/session';
import { sessionStore } from '../stores/storage';
import { dialogs } from './dialogs';
import { type NavigateOptions, navigate } from './navigate';

/** `reason: 'inPlace'` from the agent center, which shows its agent login where it is unless the host routes. */
export interface LogoutOptions extends NavigateOptions {
  /** Ask first (R4.17); the agent center signs out without asking. */
  confirm?: boolean;
  /** Where to go afterwards: home for players (R4.18), /agent from the agent center. */
  to?: string;
}

/** Player logout of spec section 4. Resolves false when the player chose to stay signed in. */
export async function logout({ confirm = true, to = '/', ...move }: LogoutOptions = {}): Promise<boolean> {
  const port = dialogs();
  if (confirm && !(await port.confirm(t('logout.confirm')))) return false; // R4.17

  const hideLoader = port.showLoader(); // R4.18
  try {
    // R7.03; a server that cannot be reached must not keep the player signed in on this device.
    await getClient().call(logoutEndpoint);
  } catch {
    // The token is forgotten below either way.
  } finally {
    const { merchantCode } = $config.get();
    const storage = sessionStore();
    storage.clear(); // R4.19
    storage.setItem(SessionKey.merchantCode, merchantCode); // R4.20
    resetSessionState(); // R4.21
    resetMemberLobbyState();
    hideLoader();
  }
  emit('logout', {});
  navigate(to, move); // R4.18
  return true;
}
