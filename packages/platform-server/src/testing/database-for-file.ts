import { afterAll, beforeAll } from 'vitest';
import { type Clock, manualClock } from '../clock';
import type { Database, Db } from '../db/database';
import { openSeededDatabase, SETUP_TIMEOUT_MS } from './test-database';

export interface SeededDatabaseForFile {
  /** The database's query surface; made in `beforeAll`, so read it inside a hook or a test. */
  readonly db: Db;
  /** The clock the file seeded with (and passes to what it seeds next). */
  readonly clock: Clock;
}

/**
 * A migrated, seeded and keyed database of the test file's own, for a file that tests the database
 * itself (seeds, writers) without a platform: opened before the first test, closed after the last,
 * never reset. An in-memory PGlite seeded with `clock` (default `manualClock()`), or with
 * LOBBYKIT_TEST_POSTGRES_URL set a copy of that cluster's template. Call it at the top level:
 *
 * ```ts
 * const database = seededDatabaseForFile({ clock: manualClock('2026-03-01T12:00:00Z') });
 * it('...', async () => {
 *   expect(await seedDemoRounds(database.db, database.clock)).toBe(true);
 * });
 * ```
 */
export function seededDatabaseForFile(options: { clock?: Clock } = {}): SeededDatabaseForFile {
  const clock = options.clock ?? manualClock();
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await openSeededDatabase(clock);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => opened?.close());
  return {
    get db() {
      if (!opened) throw new Error('The database is opened in beforeAll: use it inside a hook or a test.');
      return opened.db;
    },
    clock,
  };
}
