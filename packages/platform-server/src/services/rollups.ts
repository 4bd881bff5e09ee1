import type { Db } from '../db/database';
import { applyRollupDeltas, ROLLUP_BATCH, rollupDeltasPending } from '../db/rollups';
import { type ExclusivePass, soleInstancePass } from '../instances/exclusive-passes';
import { consoleLogger, type Logger } from '../log';
import { type PassTimer, passTimer } from './periodic-pass';

/** How often the background pass empties the delta log, so a reader seldom has much to apply. */
export const ROLLUP_INTERVAL_MS = 1_000;

/** A deadlock or a serialization failure: the batch rolled back whole, and asking again is safe. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

export interface RollupService extends PassTimer {
  /**
   * Brings member_bet_days, member_ledger_days and the team tables up to date: applies every delta
   * committed before the call (and waits for another applier's batch in flight). One query when
   * none waits. Every reader of those tables calls it first, so a report right after a bet counts it.
   * Answers how many deltas this call applied. Never call it inside a transaction (PGlite has one
   * connection: it would wait on the transaction itself).
   */
  catchUp(): Promise<number>;
}

const errorCode = (error: unknown): string | undefined => {
  const seen = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = seen?.code ?? seen?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * The daily rollups off the money path (issue 13 item 2): bets and ledger entries only append their
 * change to rollup_deltas (migration 0027); this applies them, on demand before every read of the
 * rollups and every ROLLUP_INTERVAL_MS in the background. Readers' calls in one process share a
 * run: one that arrives while a run is going waits for it and then starts the next one (shared by
 * everybody who arrived meanwhile), so no caller returns before the deltas committed before its
 * call are in. The background pass runs on its own and ends between two batches when stopped.
 */
export function createRollupService(deps: {
  db: Db;
  log?: Logger;
  exclusive?: ExclusivePass;
}): RollupService {
  const { db } = deps;
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;

  async function batchWithRetry(): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await applyRollupDeltas(db, ROLLUP_BATCH);
      } catch (error) {
        if (attempt >= ATTEMPTS || !RETRYABLE.has(errorCode(error) ?? '')) throw error;
      }
    }
  }

  /** Batches until the log is empty, or (the background pass) until `stopped` between two batches. */
  async function drain(stopped?: AbortSignal): Promise<number> {
    if (!(await rollupDeltasPending(db))) return 0;
    let total = 0;
    for (;;) {
      const applied = await batchWithRetry();
      total += applied;
      if (applied < ROLLUP_BATCH || stopped?.aborted) return total;
    }
  }

  function catchUp(): Promise<number> {
    if (!running) {
      running = drain().finally(() => {
        running = undefined;
      });
      return running;
    }
    next ??= running
      .catch(() => 0)
      .then(() => {
        next = undefined;
        return catchUp();
      });
    return next;
  }

  return {
    catchUp,
    // Not a shared catchUp run: a reader must never get back a run the timer's stop cut short. The
    // advisory lock in rollup_deltas_apply serialises this pass's batches with a reader's.
    ...passTimer('rollups', drain, {
      exclusive: deps.exclusive ?? soleInstancePass,
      log: deps.log ?? consoleLogger,
      defaultIntervalMs: ROLLUP_INTERVAL_MS,
      failed: 'rollup pass failed',
    }),
  };
}

const shared = new WeakMap<Db, RollupService>();

/**
 * The one rollup service of `db` (the platform's wiring and a service built alone in a test share
 * it, so they share its runs).
 */
export function rollupsOf(db: Db, deps: { log?: Logger; exclusive?: ExclusivePass } = {}): RollupService {
  let service = shared.get(db);
  if (!service) {
    service = createRollupService({ db, ...deps });
    shared.set(db, service);
  }
  return service;
}
