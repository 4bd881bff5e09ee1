import type { Clock } from '../clock';
import { type ExclusivePass, soleInstancePass } from '../instances/exclusive-passes';
import type { Logger } from '../log';
import type { DepositService } from './deposits';
import type { WithdrawalService } from './withdrawals';

/** How often the platform looks for due auto-approvals and auto-receipts. */
export const SWEEP_INTERVAL_MS = 5_000;

export interface CashierSweeps {
  /** One pass at the clock's now: what a timer tick and a test both call. */
  run(): Promise<{ approved: number; autoReceived: number }>;
  /** Starts the interval (unref'd: it never keeps the process alive); idempotent. */
  start(intervalMs?: number): void;
  stop(): void;
}

/**
 * The sandbox's delayed self-approval of deposits and the withdrawal auto-receipt (R4.80). Both are
 * safe to run on several instances at once: each decision happens under row and account locks.
 */
export function createCashierSweeps(deps: {
  clock: Clock;
  deposits: DepositService;
  withdrawals: WithdrawalService;
  log: Logger;
  /** Several instances on one PostgreSQL take turns (each decision is locked anyway); default: one instance. */
  exclusive?: ExclusivePass;
}): CashierSweeps {
  const exclusive = deps.exclusive ?? soleInstancePass;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;

  async function run() {
    const now = deps.clock.now();
    const approved = await deps.deposits.approveDue(now);
    const autoReceived = await deps.withdrawals.autoReceiveDue(now);
    return { approved, autoReceived };
  }

  return {
    run,
    start(intervalMs = SWEEP_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => {
        // A slow pass is not overlapped by the next tick.
        if (running) return;
        running = exclusive('cashier-sweeps', run)
          .catch((error) => deps.log.error('cashier sweep failed', error))
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
  };
}
