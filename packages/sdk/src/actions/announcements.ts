import type { RequestOf, ResponseOf } from '@lobbykit/api-client';
import { ANNOUNCEMENT_TYPES, announcements } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import { $announcementPopupOpen, $announcements, type AnnouncementExecution } from '../stores/announcements';
import { $config } from '../stores/config';
import { LobbySessionKey } from '../stores/lobby';
import { $session } from '../stores/session';
import { sessionStore } from '../stores/storage';
import { failureOf } from './failure';

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

type AnnouncementsAnswer = ResponseOf<typeof announcements>;

/** How long an answer asked ahead waits to be taken. */
const AHEAD_KEEP_MS = 10_000;
let ahead: { key: string; answer: Promise<AnnouncementsAnswer>; at: number } | null = null;

function announcementsQuery(execution: AnnouncementExecution): RequestOf<typeof announcements> {
  return {
    types: ANNOUNCEMENT_TYPES_QUERY,
    platform: ANNOUNCEMENT_PLATFORM,
    execution,
    language: $config.get().language,
  };
}

/**
 * Asks for the current audience's announcements before any widget that shows them has loaded: a
 * host that knows at once it opens the home page runs this beside startup, so the banners (the home
 * page's largest paint) wait for the slower of the two, not for both in turn. The next
 * `loadAnnouncements` for the same audience and language takes this answer (once) instead of asking
 * again. Resolves with the answer, for a host that starts the first banner's image with it.
 */
export function prefetchAnnouncements(): Promise<AnnouncementsAnswer> {
  const request = announcementsQuery(currentExecution());
  const key = JSON.stringify(request);
  if (ahead?.key !== key) ahead = { key, answer: getClient().call(announcements, request), at: Date.now() };
  // Nobody may take it: a failure is the widgets' to show when they ask, never an unhandled rejection.
  ahead.answer.catch(() => undefined);
  return ahead.answer;
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
  const request = announcementsQuery(execution);
  const key = JSON.stringify(request);
  const kept = ahead?.key === key && Date.now() - ahead.at < AHEAD_KEEP_MS ? ahead.answer : null;
  ahead = null;
  $announcements.set({ ...$announcements.get(), loading: true, errorCode: null });
  try {
    const ask = () => getClient().call(announcements, request);
    const answer = await (kept ? kept.catch(ask) : ask());
    $announcements.set({ ...answer, execution, loading: false, errorCode: null });
    $announcementPopupOpen.set(answer.popups.length > 0 && !isPopupClosed(execution));
    return true;
  } catch (error) {
    const { errorCode } = failureOf(error);
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
