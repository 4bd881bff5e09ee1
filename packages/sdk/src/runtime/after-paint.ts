/**
 * Runs `task` once the page has had the chance to paint what is on screen now: after the next
 * animation frame, or after `fallbackMs` when no frame comes (a hidden tab draws none). Work that
 * nothing on screen waits for (the startup calls, the modal outlet) goes here, so the first widget
 * paints without paying for it first.
 *
 * After the frame the task waits at background priority where the browser has `scheduler.postTask`
 * (Chromium), so a click, a key or the page's own tasks queued by then go first: on a slow phone the
 * startup calls, the modal outlet and the lazily loaded parts of a form take 100 to 200 ms that
 * would otherwise stand between the painted form and the first thing a player does with it. In a
 * visible tab a frame always comes, so the fallback waits a second there: a first render longer than
 * 50 ms (a phone's CPU) must not let the fallback run the task before that render has painted.
 */
export function afterPaint(task: () => void, fallbackMs = 50): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const visible = typeof document !== 'undefined' && document.visibilityState === 'visible';
  const fallback = setTimeout(run, visible ? Math.max(fallbackMs, 1000) : fallbackMs);
  if (typeof requestAnimationFrame !== 'function') return;
  requestAnimationFrame(() =>
    inBackground(() => {
      clearTimeout(fallback);
      run();
    }),
  );
}

interface PostTaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<unknown>;
}

/** `task` at background priority (Prioritized Task Scheduling), or as the next task elsewhere. */
function inBackground(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    scheduler.postTask(task, { priority: 'background' }).catch((error: unknown) => {
      // As a timer's would: reported on the page, never swallowed.
      setTimeout(() => {
        throw error;
      }, 0);
    });
    return;
  }
  setTimeout(task, 0);
}
