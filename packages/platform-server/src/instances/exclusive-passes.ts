import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Runs a periodic pass (agent settlement, cashier sweeps) unless another instance is running the
 * same pass right now; answers undefined when it skipped. Passes stay idempotent on their own (a
 * settlement pays once per contract and period whoever runs it); this keeps N instances from
 * doing the same work N times at once.
 */
export type ExclusivePass = <T>(name: string, pass: () => Promise<T>) => Promise<T | undefined>;

/** One process (PGlite): nobody to share a pass with. */
export const soleInstancePass: ExclusivePass = (_name, pass) => pass();

/**
 * On PostgreSQL: a transaction holds `pg_try_advisory_xact_lock` on the pass's name while the pass
 * runs on other pooled connections. An instance that finds the lock taken skips its turn; a crashed
 * holder's connection closes and frees the lock with it. (Not for PGlite: its one connection would
 * wait on the open transaction.)
 */
export function advisoryLockPass(db: Db): ExclusivePass {
  return async <T>(name: string, pass: () => Promise<T>): Promise<T | undefined> => {
    let answer: T | undefined;
    await db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${`lobbykit-pass:${name}`})) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (result.rows[0]?.locked) answer = await pass();
    });
    return answer;
  };
}
