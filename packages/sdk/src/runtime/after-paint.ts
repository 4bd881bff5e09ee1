/**
 * Runs `task` once the page has had the chance to paint what is on screen now: after the next
 * animation frame, or after `fallbackMs` when no frame comes (a hidden tab draws none). Work that
 * nothing on screen waits for (the startup calls, the modal outlet) goes here, so the first widget
 * paints without paying for it first.
 */
export function afterPaint(task: () => void, fallbackMs = 50): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const fallback = setTimeout(run, fallbackMs);
  if (typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(fallback);
      run();
    }, 0),
  );
}
