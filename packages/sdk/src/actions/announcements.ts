import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { ANNOUNCEMENT_TYPES, announcements } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import { $announcementPopupOpen, $announcements, type AnnouncementExecution } from '../stores/announcements';
import { $config } from '../stores/config';
import { LobbySessionKey } from '../stores/lobby';
import { $session } from '../stores/session';
import { sessionStore } from '../stores/storage';

/** R7.48, R9.02: every announcement type, for the web platform. */
export const ANNOUNCEMENT_TYPES_QUERY = ANNOUNCEMENT_TYPES.join(',');
export const ANNOUNCEMENT_PLATFORM = 'W';
/** R4.45, R9.01 */
export const ANNOUNCEMENTS_PER_PAGE = 9;

/** R4.39-R4.41, R7.49: F right after a first login, A signed in, B for an anonymous visitor. */
export function currentExecution(): AnnouncementExecution {
  const session = $session.get();
  if (!session.isLogin) return 'B';
  return session.firstTimeLogin ? 'F' : 'A';
}

/** R4.38: signed-in players and anonymous visitors close the popup separately. */
function closedFlag(execution: AnnouncementExecution): string {
  return execution === 'B' ? LobbySessionKey.popupClosedAnonymous : LobbySessionKey.popupClosedSignedIn;
}

export function isPopupClosed(execution: AnnouncementExecution = currentExecution()): boolean {
  return sessionStore().getItem(closedFlag(execution)) === 'true';
}

/**
 * Banners, marquee notices and popups for the current audience into `$announcements`, and the popup
 * opened when it has entries and was not closed this session (R4.37). Resolves false on a failure,
 * which is kept in `errorCode` for the widgets' error state.
 */
export async function loadAnnouncements(
  options: { execution?: AnnouncementExecution } = {},
): Promise<boolean> {
  const execution = options.execution ?? currentExecution();
  $announcements.set({ ...$announcements.get(), loading: true, errorCode: null });
  try {
    const answer = await getClient().call(announcements, {
      types: ANNOUNCEMENT_TYPES_QUERY,
      platform: ANNOUNCEMENT_PLATFORM,
      execution,
      language: $config.get().language,
    });
    $announcements.set({ ...answer, execution, loading: false, errorCode: null });
    $announcementPopupOpen.set(answer.popups.length > 0 && !isPopupClosed(execution));
    return true;
  } catch (error) {
    const errorCode = error instanceof ApiError ? error.errorCode : ErrorCode.unknown;
    $announcements.set({ ...$announcements.get(), loading: false, errorCode });
    return false;
  }
}

/** R4.37: closed stays closed for the rest of the session, for this audience only (R4.38). */
export function closeAnnouncementPopup(): void {
  const execution = $announcements.get().execution ?? currentExecution();
  sessionStore().setItem(closedFlag(execution), 'true');
  $announcementPopupOpen.set(false);
}

/** Opens the popup again on request (the notice bell), whatever the closed flag says. */
export function openAnnouncementPopup(): void {
  $announcementPopupOpen.set(true);
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped into range. */
  page: number;
  totalPages: number;
}

/** R4.45, R9.01: announcements 9 to a page. */
export function pageOf<T>(items: readonly T[], page: number, size = ANNOUNCEMENTS_PER_PAGE): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages };
}
