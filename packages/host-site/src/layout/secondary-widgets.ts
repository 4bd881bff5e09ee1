import { settleSideMenuDefault } from '@lobbykit/sdk/lobby';
import { atom } from 'nanostores';

/**
 * Whether the page's secondary widgets (the side menu, the footer) may mount. Until then only the
 * header, the game navigation, the route's own content and the customer service button render, so the
 * first game card on /rng and the home page's banner do not wait behind the side menu's chunks, flags,
 * banners and menus on the same main thread (bench/RESULTS.md, game grid: "First card, traced"). The
 * side menu's code is in the page already; only its mounting waits, and its column is held by CSS
 * from 1024 px (a drawer below, which takes no room). The footer sits under everything: on a page
 * still short (a list centre before its first cards) it was near enough to load and draw its chunk
 * and 36 vendor logos before the first card, about 20 ms of main thread on a 2-core machine.
 * Not deferred: the customer service button, whose element sits at the end of the page: mounted late,
 * when the page has grown, the runtime would wait for it to come near the viewport (a lazy mount),
 * and the floating button would not show. The lobby's jackpot and winners board: their empty places
 * would let the game sections under them rise and then drop (a layout shift on a phone's first screen).
 */
export const $secondaryReleased = atom(false);

interface IdleWindow {
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => number;
}

/** Longest wait for an idle moment once the page has painted its content. */
export const SECONDARY_IDLE_TIMEOUT_MS = 1500;

let scheduled = false;
/** What a route's first content waits for (a list centre's first page of games), when it said. */
let held: Promise<void> | null = null;

/**
 * The secondary widgets wait for `content` too (settled either way, at most
 * SECONDARY_IDLE_TIMEOUT_MS), then for the frame after it: a list centre's first cards are drawn once
 * its chunk and first page of games are in, which can be after the layout's first paint; a side menu
 * released at that paint took the main thread just before them (bench/RESULTS.md, game grid).
 */
export function holdSecondaryWidgetsUntil(content: Promise<unknown>): void {
  const settled = content.then(
    () => undefined,
    () => undefined,
  );
  const cap = new Promise<void>((done) => setTimeout(done, SECONDARY_IDLE_TIMEOUT_MS));
  const mine = Promise.race([settled, cap]);
  held = held ? Promise.all([held, mine]).then(() => undefined) : mine;
}

/** Mounts the secondary widgets now (a player reached for the page before the idle moment came). */
export function releaseSecondaryWidgets(): void {
  $secondaryReleased.set(true);
}

/**
 * Called when a page first renders: releases the secondary widgets once that render has painted and
 * the main thread is idle (the grid's first cards and the banner's image request go out in the tasks
 * right after that paint), at most SECONDARY_IDLE_TIMEOUT_MS later, or at once on the player's first
 * pointer or key press. Without a frame (a server, a test) they are released at once.
 */
export function releaseSecondaryWidgetsAfterPaint(): void {
  if (scheduled || $secondaryReleased.get()) return;
  scheduled = true;
  if (typeof window === 'undefined' || typeof requestAnimationFrame !== 'function') {
    releaseSecondaryWidgets();
    return;
  }
  const early = () => releaseSecondaryWidgets();
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, early, { once: true, capture: true });
  const unsubscribe = $secondaryReleased.listen((released) => {
    if (!released) return;
    unsubscribe();
    for (const type of ['pointerdown', 'keydown'] as const)
      window.removeEventListener(type, early, { capture: true });
  });
  const idle = (window as IdleWindow).requestIdleCallback;
  // After the frame that paints the page (and what a route held for), then after the tasks queued behind it.
  const afterPaint = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (idle) idle(releaseSecondaryWidgets, { timeout: SECONDARY_IDLE_TIMEOUT_MS });
        else setTimeout(releaseSecondaryWidgets, 0);
      }, 0),
    );
  if (held) void held.then(afterPaint);
  else afterPaint();
}

/** Where the site's CSS gives the side menu its column (styles.css, `.site__side`); a drawer below. */
export const SIDE_COLUMN_QUERY = '(min-width: 1024px)';

/**
 * Settles whether the side menu shows before the widget mounts (it mounts after the content has
 * painted): shown as the column on wide screens, a closed drawer on phones, as the widget itself
 * would settle it. Without this the header's toggle said "closed" beside the column's held room,
 * and a press in that moment flipped the state the widget settled a frame later, hiding the menu.
 */
export function settleSideMenuBeforeItMounts(): void {
  const media = typeof window === 'undefined' ? undefined : window.matchMedia;
  if (typeof media !== 'function') return;
  settleSideMenuDefault(media.call(window, SIDE_COLUMN_QUERY).matches);
}

/** For tests: back to a page that has not rendered yet. */
export function resetSecondaryWidgets(): void {
  scheduled = false;
  held = null;
  $secondaryReleased.set(false);
}
