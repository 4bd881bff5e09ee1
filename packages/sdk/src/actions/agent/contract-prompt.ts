import { $modal } from '../../stores/modal';
import { $session } from '../../stores/session';
import { sessionStore } from '../../stores/storage';
import { openModal } from '../modal';
import { hasContractOffer, loadAgentSettings, mayLoadAgentSettings } from './agent-settings';

/**
 * sessionStorage: the offers were put in front of the member in this session (logout clears the
 * storage, R4.19, so the next session asks again); a reload does not ask twice.
 */
export const CONTRACT_PROMPTED_KEY = 'contractPrompted';
const prompted = () => sessionStore().getItem(CONTRACT_PROMPTED_KEY) === 'true';

/**
 * R2.37, R2.38, R6.15: when the member's upline offered a contract that waits for an answer (the
 * consolidated settings' offer flags, R3.22), the contract modal opens, once per session, after any
 * modal already open (the announcements after login, say) has closed. Logged-in members only, and
 * only where the settings may load (R6.19). Resolves whether the modal was asked to open.
 */
export async function promptContractOffers(): Promise<boolean> {
  if (!mayLoadAgentSettings()) return false;
  const token = $session.get().token;
  if (!token || prompted()) return false;
  const state = await loadAgentSettings();
  if (!hasContractOffer(state) || $session.get().token !== token || prompted()) return false;
  sessionStore().setItem(CONTRACT_PROMPTED_KEY, 'true');
  if (!$modal.get()) {
    openModal('contract');
    return true;
  }
  const stop = $modal.listen((modal) => {
    if (modal) return;
    stop();
    if ($session.get().token === token && $session.get().isLogin) openModal('contract');
  });
  return true;
}
