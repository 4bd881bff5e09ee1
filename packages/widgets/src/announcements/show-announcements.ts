import { $modal, closeModal, openModal } from '@lobbykit/sdk';
import { $announcementPopupOpen, openAnnouncementPopup } from '@lobbykit/sdk/lobby';

/** The modal view the outlet shows for the sdk's announcement popup (R2.37: announcement, notice). */
export const ANNOUNCEMENTS_MODAL = 'announcements';

export interface AnnouncementsModalProps {
  /** Opens on the page of this notice with it expanded (a marquee click). */
  noticeId?: number;
}

/** The popup on request (the marquee, the notice bell), whatever this session's closed flag says. */
export function showAnnouncements(props: AnnouncementsModalProps = {}): void {
  openModal(ANNOUNCEMENTS_MODAL, { ...props });
  openAnnouncementPopup();
}

/**
 * Runs `task` once the page has loaded and the browser has a moment to spare (at most 2 s after the
 * load): what nobody asked for yet waits for the page the player came for. Returns a cancel.
 */
function whenSettled(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: 2000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 0);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * Shows the sdk's announcement popup through the modal outlet: the sdk opens it after loading when
 * this audience has popups not yet closed this session (R4.37), and closes it. It never pushes
 * aside another modal the player is using (a login, say). The popup opens once the page has loaded
 * and the browser is idle: its code, DOMPurify and its HTML bodies then stay off the home page's
 * first screen (bench/RESULTS.md, Lighthouse).
 */
export function installAnnouncementPopup(): () => void {
  let pending: (() => void) | null = null;
  const follow = (open: boolean) => {
    pending?.();
    pending = null;
    const modal = $modal.get();
    if (open && !modal)
      pending = whenSettled(() => {
        pending = null;
        if (!$modal.get() && $announcementPopupOpen.get()) openModal(ANNOUNCEMENTS_MODAL);
      });
    else if (!open && modal?.name === ANNOUNCEMENTS_MODAL) closeModal(ANNOUNCEMENTS_MODAL);
  };
  // Only an opening already under way is followed at once: a closed state must not shut a popup
  // the player opened themselves before this was installed.
  if ($announcementPopupOpen.get()) follow(true);
  const stop = $announcementPopupOpen.listen(follow);
  return () => {
    pending?.();
    stop();
  };
}
