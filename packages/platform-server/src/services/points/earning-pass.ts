import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { membersBettingSince } from '../../db/points';
import { type ExclusivePass, soleInstancePass } from '../../instances/exclusive-passes';
import type { Logger } from '../../log';
import { type PassTimer, passTimer } from '../periodic-pass';
import { type RollupService, rollupsOf } from '../rollups';
import type { PointsService } from './member-points';

/** How often settled bets become points for members who do not look at their points meanwhile. */
export const EARNING_INTERVAL_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PointsEarning extends PassTimer {
  /**
   * One pass at the clock's now: what a timer tick and a test both call. With `stopped` (the timer's,
   * aborted on stop) it ends after the member it is on; the next pass credits the rest.
   */
  run(stopped?: AbortSignal): Promise<{ members: number; credited: number }>;
}

/**
 * Points from valid bets (R9.40) land in the points details without the member opening the mall:
 * every pass credits the members who bet since yesterday. Each credit runs under the member's points
 * lock and is keyed by the valid bet credited so far, so a pass, a read and another instance's pass
 * never credit a bet twice; the bet and settle path never waits for it.
 */
export function createPointsEarning(deps: {
  db: Db;
  clock: Clock;
  points: PointsService;
  log: Logger;
  exclusive?: ExclusivePass;
  rollups?: RollupService;
}): PointsEarning {
  const exclusive = deps.exclusive ?? soleInstancePass;
  const rollups = deps.rollups ?? rollupsOf(deps.db);

  async function run(stopped?: AbortSignal) {
    // Two days back covers yesterday in every merchant's time zone (days are merchant days).
    const since = new Date(deps.clock.now().getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
    // Who bet is read from member_bet_days: every bet settled before the pass counts in it.
    await rollups.catchUp();
    const members = await membersBettingSince(deps.db, since);
    let credited = 0;
    for (const member of members) {
      if (stopped?.aborted) break;
      // Caught up once above: a catch-up per member would apply the bets still being placed, over
      // and over, for every member of the list.
      credited += await deps.points.accrue(member, { caughtUp: true });
    }
    return { members: members.length, credited };
  }

  return {
    run,
    ...passTimer('points-earning', run, {
      exclusive,
      log: deps.log,
      defaultIntervalMs: EARNING_INTERVAL_MS,
      failed: 'points earning pass failed',
    }),
  };
}
