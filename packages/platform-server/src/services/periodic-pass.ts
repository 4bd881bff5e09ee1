import type { ExclusivePass } from '../instances/exclusive-passes';
import type { Logger } from '../log';

/** A periodic job's timer: `start` and `stop` around one pass function. */
export interface PassTimer {
  /** Starts the interval (unref'd: it never keeps the process alive); idempotent. */
  start(intervalMs?: number): void;
  stop(): void;
  /** Resolves once a pass in progress has finished (stop first: then no new one starts). */
  idle(): Promise<void>;
}

/**
 * Runs `pass` every interval under `exclusive` (several instances take turns), never overlapping a
 * slow pass with the next tick, logging a failed pass (as `failed`) instead of throwing it.
 */
export function passTimer(
  name: string,
  pass: () => Promise<unknown>,
  deps: { exclusive: ExclusivePass; log: Logger; defaultIntervalMs: number; failed: string },
): PassTimer {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start(intervalMs = deps.defaultIntervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = deps
          .exclusive(name, pass)
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
    },
    async idle() {
      await running;
    },
  };
}
