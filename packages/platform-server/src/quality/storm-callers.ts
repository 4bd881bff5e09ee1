import { createClient } from '@lobbykit/api-client';
import { STORM_PLAYERS } from './storm-requests';

/** How many requests a storm keeps in flight at once. */
const WORKERS = 6;

/**
 * Clients for the storm players, then the operator, on `url`; `tokens` are the players' sessions
 * when known (a restarted server takes the ones signed in before), and `contexts` let a caller set them.
 */
export function stormClients(url: string, adminKey: string, tokens: (string | null)[] = []) {
  const contexts = [...STORM_PLAYERS, { merchant: 'ph' }].map((player, index) => ({
    merchant: player.merchant,
    language: 'EN',
    token: tokens[index] ?? null,
  }));
  const clients = contexts.map((context) =>
    createClient({ baseUrl: url, context: () => context, adminKey, timeout: 20_000 }),
  );
  return { clients, contexts };
}

/** Runs `jobs` with a few at a time, in order of start; `stop()` ends the dispatching early. */
export async function pool<T>(
  jobs: T[],
  work: (job: T) => Promise<void>,
  stop: () => boolean,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < jobs.length && !stop()) await work(jobs[next++]!);
    }),
  );
}
