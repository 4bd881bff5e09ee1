import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../log';
import { testPlatformForFile } from '../testing/platform-for-file';
import { playRounds } from '../testing/rounds';
import { createPaymentPasswordService } from './payment-password';
import { passTimer } from './periodic-pass';
import { createPointsEarning } from './points/earning-pass';
import { createPointsService, type PointsService } from './points/member-points';
import { createVipRebates } from './vip-rebates';
import { createWalletService, type WalletService } from './wallet';

// A server's close() stops its passes and waits for the one in progress (start.ts): a pass over
// thousands of members must end after the member it is on, not after the whole list.

const t = testPlatformForFile();

/** The platform's wallet and points services, as platform-services.ts builds them. */
function services() {
  const { db } = t.database;
  const wallet = createWalletService({ db, clock: t.clock });
  const paymentPasswords = createPaymentPasswordService({ db, clock: t.clock });
  const points = createPointsService({
    db,
    clock: t.clock,
    wallet,
    checkPaymentPassword: (member, plain) => paymentPasswords.verify(member, plain),
  });
  return { wallet, points };
}

/** A gate the first step waits at until the test lets it go: the test stops the pass meanwhile. */
function gate() {
  let open!: () => void;
  let entered!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const reached = new Promise<void>((resolve) => {
    entered = resolve;
  });
  return { open, entered, opened, reached };
}

describe('periodic passes stop between steps', () => {
  it('a stopped timer tells the pass in progress, and idle() waits only for the step it is on', async () => {
    const steps: number[] = [];
    const first = gate();
    const timer = passTimer(
      'steps',
      async (stopped) => {
        for (let step = 1; step <= 1_000; step++) {
          if (stopped.aborted) break;
          if (step === 1) {
            first.entered();
            await first.opened;
          }
          steps.push(step);
        }
      },
      { exclusive: (_name, pass) => pass(), log: memoryLogger(), defaultIntervalMs: 1, failed: 'failed' },
    );
    timer.start();
    await first.reached;
    timer.stop();
    first.open();
    await timer.idle();
    expect(steps).toEqual([1]);
  });

  it('R9.40 the points earning pass stopped mid-way credits the member it was on whole; the next pass credits the rest', async () => {
    t.clock.set('2026-02-10T04:00:00Z');
    for (const username of ['demo01', 'newbie01', 'agent01'])
      await playRounds(t, username, [250], { label: username });
    const real = services().points;
    const first = gate();
    const accrued: number[] = [];
    const points: PointsService = {
      ...real,
      async accrue(member, options) {
        if (accrued.length === 0) {
          first.entered();
          await first.opened;
        }
        accrued.push(member.id);
        return real.accrue(member, options);
      },
    };
    const earning = createPointsEarning({ db: t.database.db, clock: t.clock, points, log: memoryLogger() });
    earning.start(1);
    await first.reached;
    earning.stop();
    first.open();
    await earning.idle();
    expect(accrued).toHaveLength(1);

    // The members it did not reach are credited by the next pass, and only once.
    const rest = await earning.run();
    expect(rest.members).toBeGreaterThanOrEqual(3);
    expect(rest.credited).toBeGreaterThan(0);
    expect((await earning.run()).credited).toBe(0);
  });

  it('the VIP rebate pass stopped mid-way pays the day it was on whole; the next pass pays the rest once', async () => {
    // Manila (+8) days: three members bet on the 15th, the pass runs after the day has ended there.
    t.clock.set('2026-03-15T04:00:00Z');
    for (const username of ['demo01', 'newbie01', 'agent01']) {
      await playRounds(t, username, [5_000], { label: `vip-${username}` });
    }
    t.clock.set('2026-03-15T17:00:00Z');
    const real = services().wallet;
    const first = gate();
    let paying = 0;
    const wallet: WalletService = {
      ...real,
      async withLockedWallet(member, work) {
        paying++;
        if (paying === 1) {
          first.entered();
          await first.opened;
        }
        return real.withLockedWallet(member, work);
      },
    };
    const rebates = createVipRebates({ db: t.database.db, clock: t.clock, wallet, log: memoryLogger() });
    rebates.start(1);
    await first.reached;
    rebates.stop();
    first.open();
    await rebates.idle();
    expect(paying).toBe(1);

    const rest = await rebates.run();
    expect(rest.days).toBeGreaterThanOrEqual(2);
    expect(rest.paid).toBeGreaterThanOrEqual(2);
    expect(await rebates.run()).toEqual({ days: 0, paid: 0, amount: 0 });
  });
});
