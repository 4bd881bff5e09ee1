import type { ExclusivePass } from '../instances/exclusive-passes';
import type { Logger } from '../log';

/** A periodic job's timer: `start` and `stop` around one pass function. */
export interface PassTimer {
  /** Starts the interval (unref'd: it never keeps the process alive); idempotent. */
  start(intervalMs?: number): void;
  /** Stops the interval and tells a pass in progress to end after the step it is on. */
  stop(): void;
  /** Resolves once a pass in progress has finished (stop first: then no new one starts). */
  idle(): Promise<void>;
}

/**
 * A pass over many members, days or batches: `stopped` (aborted when the timer stops) lets it end
 * between two steps, each step whole, so a server's shutdown never waits for the rest of the list.
 * What it leaves is picked up by the next pass (every pass is idempotent). Undefined when a pass is
 * called directly (a test, a route): it then runs to the end.
 */
export type PassWork = (stopped: AbortSignal) => Promise<unknown>;

/**
 * Runs `pass` every interval under `exclusive` (several instances take turns), never overlapping a
 * slow pass with the next tick, logging a failed pass (as `failed`) instead of throwing it.
 */
export function passTimer(
  name: string,
  pass: PassWork,
  deps: { exclusive: ExclusivePass; log: Logger; defaultIntervalMs: number; failed: string },
): PassTimer {
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopping = new AbortController();
  let running: Promise<unknown> | undefined;
  return {
    start(intervalMs = deps.defaultIntervalMs) {
      if (timer) return;
      if (stopping.signal.aborted) stopping = new AbortController();
      const { signal } = stopping;
      timer = setInterval(() => {
        if (running || signal.aborted) return;
        running = deps
          .exclusive(name, () => pass(signal))
          .catch((error) => deps.log.error(deps.failed, error))
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopping.abort();
    },
    async idle() {
      await running;
    },
  };
}
