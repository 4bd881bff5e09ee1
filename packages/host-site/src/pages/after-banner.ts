import { atom } from 'nanostores';

/**
 * Whether the lobby's widgets that do not draw its largest paint (the notice marquee, the jackpot,
 * the winners board and the game sections) may mount. The home page's largest paint is the first
 * home banner (bench/RESULTS.md, Lighthouse): until its image has loaded and the frame showing it has
 * painted, their chunks, renders and requests would run on the same main thread ahead of it (in
 * Lighthouse's simulated phone, four times over). Their room is held by the site's CSS (pages.css),
 * so nothing moves when they arrive.
 */
export const $bannerShown = atom(false);

/** Longest wait for the first banner (no banners, a slow or failed image): then the rest mounts anyway. */
export const BANNER_WAIT_MS = 2500;

interface Watching {
  stop(): void;
}

let watching: Watching | null = null;

/** Mounts the rest of the lobby now. */
export function releaseLobby(): void {
  watching?.stop();
  watching = null;
  $bannerShown.set(true);
}

/** After the frame that paints what is on screen now, then after the tasks already queued behind it. */
function releaseAfterPaint(): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(releaseLobby, 0));
  else releaseLobby();
}

/** Longest wait, once the banner's image is in, for the browser to report it painted. */
export const PAINT_REPORT_WAIT_MS = 300;

/**
 * Runs `then` once the browser reports `image` as the page's largest paint (Chromium's
 * largest-contentful-paint entries come once the frame showing it is on screen), else once it is
 * decoded (the carousel's images decode off the main thread, and are drawn after that): released at
 * the load event, the rest of the lobby mounted a frame before the banner showed. A banner that is
 * not the largest paint, or a report that never comes, waits at most PAINT_REPORT_WAIT_MS.
 */
function afterImagePainted(image: HTMLImageElement | null, then: () => void): void {
  const decoded = () => {
    const decoding = image && typeof image.decode === 'function' ? image.decode() : Promise.resolve();
    decoding.then(then, then);
  };
  const reports =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!image || !reports) {
    decoded();
    return;
  }
  const url = image.currentSrc || image.src;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url === url))
      finish();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setTimeout(finish, PAINT_REPORT_WAIT_MS);
}

/**
 * Called once the home page has rendered, with the banner carousel's element (null when the game
 * type shows no banners): releases the rest of the lobby once the carousel's first image has loaded
 * and painted, at most BANNER_WAIT_MS later, or at once on the player's first pointer or key press.
 * Without a document (a server, a test) it releases at once.
 */
export function releaseLobbyAfterBanner(carousel: Element | null): void {
  if ($bannerShown.get() || watching) return;
  if (!carousel || typeof window === 'undefined') {
    releaseAfterPaint();
    return;
  }
  const early = () => releaseLobby();
  const cap = setTimeout(releaseLobby, BANNER_WAIT_MS);
  let image: HTMLImageElement | null = null;
  let observer: MutationObserver | null = null;
  const stop = () => {
    clearTimeout(cap);
    observer?.disconnect();
    image?.removeEventListener('load', loaded);
    image?.removeEventListener('error', loaded);
    for (const type of ['pointerdown', 'keydown'] as const)
      window.removeEventListener(type, early, { capture: true });
  };
  const loaded = () => {
    stop();
    afterImagePainted(image, releaseAfterPaint);
  };
  watching = { stop };
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, early, { once: true, capture: true });
  // The widget draws in its element's shadow root (created when it mounts, before this runs).
  const root = carousel.shadowRoot;
  const look = () => {
    image = root?.querySelector('img') ?? null;
    if (!image) return;
    observer?.disconnect();
    if (image.complete && image.naturalWidth > 0) {
      loaded();
      return;
    }
    image.addEventListener('load', loaded, { once: true });
    image.addEventListener('error', loaded, { once: true });
  };
  look();
  if (!image && root && typeof MutationObserver === 'function') {
    observer = new MutationObserver(look);
    observer.observe(root, { childList: true, subtree: true });
  }
}

/** For tests: back to a lobby that has not rendered yet. */
export function resetLobbyRelease(): void {
  watching?.stop();
  watching = null;
  $bannerShown.set(false);
}
