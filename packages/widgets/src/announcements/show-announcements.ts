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
 * Shows the sdk's announcement popup through the modal outlet: the sdk opens it after loading when
 * this audience has popups not yet closed this session (R4.37), and closes it. It never pushes
 * aside another modal the player is using (a login, say).
 */
export function installAnnouncementPopup(): () => void {
  const follow = (open: boolean) => {
    const modal = $modal.get();
    if (open && !modal) openModal(ANNOUNCEMENTS_MODAL);
    else if (!open && modal?.name === ANNOUNCEMENTS_MODAL) closeModal(ANNOUNCEMENTS_MODAL);
  };
  // Only an opening already under way is followed at once: a closed state must not shut a popup
  // the player opened themselves before this was installed.
  if ($announcementPopupOpen.get()) follow(true);
  return $announcementPopupOpen.listen(follow);
}
