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
  const hidden = typeof document === 'undefined' || document.visibilityState !== 'visible';
  const fallback = setTimeout(run, hidden ? fallbackMs : 1000);
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

/**
 * `task` at background priority (Prioritized Task Scheduling), or as the next task elsewhere. A task
 * that throws rejects postTask's promise, which the page reports as an unhandled rejection.
 */
function inBackground(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (scheduler?.postTask) scheduler.postTask(task, { priority: 'background' });
  else setTimeout(task, 0);
}
