import { $session } from '../stores/session';
import { sessionStore } from '../stores/storage';
import { loadAnnouncements } from './announcements';
import { closeModal, openModal } from './modal';
import { navigate } from './navigate';

/** R9.27: the gift notice's flag, a session key beside the popup closed flags. */
export const GIFT_NOTICE_CLOSED_KEY = 'giftNoticeClosed';
/** Where the gift notice's action leads: the welcome gift is a promotion. */
export const GIFT_PATH = '/promotions';

export function isGiftNoticeClosed(): boolean {
  return sessionStore().getItem(GIFT_NOTICE_CLOSED_KEY) === 'true';
}

/**
 * R4.06, Decisions "First login": the first-login action shows the announcements with execution F
 * (R4.41) and the gift notice while its flag is unset (R4.42). A first login with a forced password
 * change (R4.23) runs it once the change is done, so nothing covers the change-password modal.
 * Answers whether it ran now.
 */
export function runFirstLoginAction(): boolean {
  const session = $session.get();
  if (!session.isLogin || !session.firstTimeLogin || session.mustChangePassword) return false;
  void loadAnnouncements({ execution: 'F' });
  if (!isGiftNoticeClosed()) openModal('giftNotice');
  return true;
}

/** Closing the gift notice sets its flag for the rest of the session. */
export function closeGiftNotice(): void {
  sessionStore().setItem(GIFT_NOTICE_CLOSED_KEY, 'true');
  closeModal('giftNotice');
}

/** The notice's action: closed for the session, and the player taken to the gift. */
export function claimGift(): void {
  closeGiftNotice();
  navigate(GIFT_PATH);
}

/**
 * Runs the first-login action after a login (R4.06). It listens for `lobbykit:login` rather than
 * `first-login`: the login emits that once it has decided whether a change is forced, which the
 * action must know. The host installs it once; answers the uninstaller.
 */
export function installFirstLoginAction(target: EventTarget = window): () => void {
  const listener = () => void runFirstLoginAction();
  target.addEventListener('lobbykit:login', listener);
  return () => target.removeEventListener('lobbykit:login', listener);
}
