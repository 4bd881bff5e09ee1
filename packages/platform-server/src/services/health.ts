import type { Db } from '../db/database';
import { pingDatabase } from '../db/health';

/** How long a database that answered counts as answering: a load balancer's probes share one query. */
const FRESH_MS = 1_000;

export interface HealthService {
  /** Whether the database answered within the last second (asking it again when not). */
  databaseAnswers(): Promise<boolean>;
}

export function createHealthService(deps: { db: Db; now?: () => number }): HealthService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  let answeredAt = Number.NEGATIVE_INFINITY;
  let probe: Promise<boolean> | null = null;
  return {
    databaseAnswers() {
      if (now() - answeredAt < FRESH_MS) return Promise.resolve(true);
      // A driver may also throw before it returns a promise (no connection at all): that is down too.
      probe ??= Promise.resolve()
        .then(() => pingDatabase(db))
        .then(
          () => {
            answeredAt = now();
            probe = null;
            return true;
          },
          () => {
            probe = null;
            return false;
          },
        );
      return probe;
    },
  };
}
