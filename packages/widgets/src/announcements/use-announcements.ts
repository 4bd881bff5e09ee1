import { $locale, $session } from '@lobbykit/sdk';
import {
  $announcements,
  type AnnouncementsState,
  currentExecution,
  loadAnnouncements,
} from '@lobbykit/sdk/lobby';
import { useEffect } from 'react';
import { useStore } from '../ui/use-store';
import { installAnnouncementPopup } from './show-announcements';

/** The audience and language the store was last asked for: one load however many widgets mount. */
let requested: string | null = null;
let popupInstalled = false;

/** Loads the announcements unless the store already holds (or is fetching) this audience's. */
export function ensureAnnouncements(): void {
  // Here rather than in the embed entry: only pages that load announcements can have a popup.
  if (!popupInstalled) {
    popupInstalled = true;
    installAnnouncementPopup();
  }
  const key = `${currentExecution()}|${$locale.get()}`;
  if (key === requested) return;
  requested = key;
  void loadAnnouncements();
}

/** For tests: forget what was asked, so the next widget loads again. */
export function forgetRequestedAnnouncements(): void {
  requested = null;
}

/**
 * The sdk's announcements for widgets that show them (banners, marquee, popup): loaded on first
 * mount, and again when the audience changes (sign in or out, R4.39-R4.41) or the language does.
 */
export function useAnnouncements(): AnnouncementsState {
  const state = useStore($announcements);
  const session = useStore($session);
  const locale = useStore($locale);
  // What `currentExecution()` and the language key read: a change means another load.
  useEffect(ensureAnnouncements, [session.isLogin, session.firstTimeLogin, locale]);
  return state;
}

/** Loading as the widgets show it: nothing to show yet and nothing has failed. */
export function isFirstLoad(state: AnnouncementsState): boolean {
  return state.errorCode === null && (state.loading || state.execution === null);
}
