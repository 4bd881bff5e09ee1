import { getTableName } from 'drizzle-orm';
import { type Db, type PreparedStatement, runPrepared } from './database';
import { rollupDeltas } from './schema/index';

// The rollup applier's SQL (migration 0027): the money statements append their changes to
// rollup_deltas; these fold them into member_bet_days and member_ledger_days (and through those
// tables' triggers into team_bet_days and team_ledger_days).

/** How many deltas one statement takes at most: one transaction's worth, a few ms to some 100 ms. */
export const ROLLUP_BATCH = 2_000;

const PENDING: PreparedStatement = {
  name: 'lobbykit_rollup_pending',
  text: `select exists (select 1 from ${getTableName(rollupDeltas)}) as pending`,
};

const APPLY: PreparedStatement = {
  name: 'lobbykit_rollup_apply',
  text: 'select rollup_deltas_apply($1::integer) as applied',
};

/**
 * Whether any delta waits, committed or being applied right now by another applier (its deletes
 * are not committed yet, so they still show): when none does, the rollups are exact as they are.
 */
export async function rollupDeltasPending(db: Db): Promise<boolean> {
  const [row] = await runPrepared<{ pending: boolean }>(db, PENDING, []);
  return row?.pending === true;
}

/**
 * One batch in one statement (its own transaction): waits for any other applier's batch to commit
 * (an advisory lock), takes up to `batch` of the oldest deltas no one else holds (FOR UPDATE SKIP
 * LOCKED), deletes them and adds them into the days. Answers how many it applied; fewer than
 * `batch` means the log was empty when it looked.
 */
export async function applyRollupDeltas(db: Db, batch: number = ROLLUP_BATCH): Promise<number> {
  const [row] = await runPrepared<{ applied: number }>(db, APPLY, [batch]);
  return Number(row?.applied ?? 0);
}
