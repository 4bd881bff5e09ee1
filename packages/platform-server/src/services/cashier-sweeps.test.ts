import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../clock';
import { memoryLogger } from '../log';
import { createCashierSweeps } from './cashier-sweeps';
import type { DepositService } from './deposits';
import type { WithdrawalService } from './withdrawals';

afterEach(() => {
  vi.useRealTimers();
});

/** Sweeps over services that record the `now` each pass was given. */
function recordingSweeps(fail = false) {
  const clock = manualClock('2026-01-15T08:00:00Z');
  const passes: Date[] = [];
  const log = memoryLogger();
  const sweeps = createCashierSweeps({
    clock,
    log,
    deposits: {
      approveDue: async (now: Date) => {
        passes.push(now);
        if (fail) throw new Error('database went away');
        return 2;
      },
    } as unknown as DepositService,
    withdrawals: { autoReceiveDue: async () => 1 } as unknown as WithdrawalService,
  });
  return { clock, passes, log, sweeps };
}

describe('cashier sweeps', () => {
  it('R4.80 a pass runs both sweeps at the clock now', async () => {
    const { clock, passes, sweeps } = recordingSweeps();
    clock.advance(90_000);
    expect(await sweeps.run()).toEqual({ approved: 2, autoReceived: 1 });
    expect(passes).toEqual([new Date('2026-01-15T08:01:30Z')]);
  });

  it('runs on its interval once started, not after stop, and logs a failed pass instead of throwing', async () => {
    vi.useFakeTimers();
    const { passes, sweeps } = recordingSweeps();
    sweeps.start(1_000);
    sweeps.start(1_000);
    await vi.advanceTimersByTimeAsync(3_500);
    expect(passes).toHaveLength(3);
    sweeps.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toHaveLength(3);

    const failing = recordingSweeps(true);
    failing.sweeps.start(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    failing.sweeps.stop();
    expect(failing.log.errors).toEqual(['cashier sweep failed']);
  });
});
