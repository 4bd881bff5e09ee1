/**
 * A widget below the fold fetches its chunk when it comes within one screen of the viewport, not on
 * page view (issue 15 item 5): a partner's long page with a register form at the bottom does not pay
 * for it before anyone scrolls. A mount target with `loading="eager"` (or `mount(..., { loading:
 * 'eager' })`) loads at once wherever it is.
 */

/** How far outside the viewport a widget starts loading: one screen, above and below. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Runs `start` now when `element` is within one screen of the viewport (or where that cannot be
 * told: no IntersectionObserver, or an element not laid out), else once it comes that near.
 * @returns undefined when it started at once, else a cancel (a widget unmounted before it came near).
 */
export function whenNearViewport(element: Element, start: () => void): (() => void) | undefined {
  const view = element.ownerDocument.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function') {
    start();
    return undefined;
  }
  // Read at once, so a widget in or near the viewport starts in the same task (no observer frame).
  const box = element.getBoundingClientRect();
  const height = view.innerHeight;
  const laidOut = box.width > 0 || box.height > 0 || box.top !== 0 || box.left !== 0;
  if (!laidOut || (box.top < 2 * height && box.bottom > -height)) {
    start();
    return undefined;
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
