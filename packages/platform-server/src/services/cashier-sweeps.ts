import type { Clock } from '../clock';
import { type ExclusivePass, soleInstancePass } from '../instances/exclusive-passes';
import type { Logger } from '../log';
import type { DepositService } from './deposits';
import { type PassTimer, passTimer } from './periodic-pass';
import type { WithdrawalService } from './withdrawals';

/** How often the platform looks for due auto-approvals and auto-receipts. */
export const SWEEP_INTERVAL_MS = 5_000;

export interface CashierSweeps extends PassTimer {
  /** One pass at the clock's now: what a timer tick and a test both call. */
  run(): Promise<{ approved: number; autoReceived: number }>;
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

  async function run() {
    const now = deps.clock.now();
    const approved = await deps.deposits.approveDue(now);
    const autoReceived = await deps.withdrawals.autoReceiveDue(now);
    return { approved, autoReceived };
  }

  return {
    run,
    ...passTimer('cashier-sweeps', run, {
      exclusive,
      log: deps.log,
      defaultIntervalMs: SWEEP_INTERVAL_MS,
      failed: 'cashier sweep failed',
    }),
  };
}
