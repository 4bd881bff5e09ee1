import type { Endpoint } from '@lobbykit/api-client';
import fc from 'fast-check';
import { expect } from 'vitest';
import { type SpawnedServer, spawnServer } from './spawned-server';
import { pool, stormClients } from './storm-callers';
import { type SentRequest, type StormCallers, send } from './storm-requests';
import type { StormStore } from './storm-store';

/** What a store holds after a storm: the answered requests found, and its entries by kind. */
export interface StoredStorm {
  kept: number;
  /** Each kind of entry ('ledger entry', 'points entry') with its rows, compared by id across the replays. */
  entries: Record<string, readonly { id: unknown }[]>;
}

/** One storm of requests across a SIGKILL: what it sends, and what it checks beyond the common checks. */
export interface CrashStorm<Step> {
  /** Its name in a failure's message ('crash storm'), with the seed its steps came from. */
  name: string;
  /** The steps, sampled once with `seed`, so a failure can be run again as it was. */
  steps: fc.Arbitrary<Step[]>;
  seed: number;
  adminKey: string;
  /** Signs the players in on the first server; says what to send (the sampled steps, and any first) and how. */
  prepare(
    url: string,
    sampled: Step[],
  ): Promise<{
    callers: StormCallers;
    tokens: (string | null)[];
    steps: Step[];
    runStep: (step: Step, journal: SentRequest[]) => Promise<void>;
  }>;
  /** More requests than this answered before the kill, and each of these endpoints at least once. */
  minAnswered: number;
  mustAnswer: readonly Endpoint[];
  /** The store's checks, on the store closed after the crash and again after the replays. */
  checkStored(store: StormStore, journal: SentRequest[]): Promise<StoredStorm>;
  /** How many of the requests answered before the kill the store must show (`StoredStorm.kept`). */
  keptAnswers(journal: SentRequest[]): number;
  /** The same request again after the restart must answer what it answered before the kill. */
  expectSameAnswer(before: SentRequest, after: SentRequest): void;
}

/** How many requests of the journal were answered (of `endpoint`, when given). */
export const answered = (journal: SentRequest[], endpoint?: Endpoint): number =>
  journal.filter((entry) => entry.outcome === 'ok' && (!endpoint || entry.endpoint === endpoint)).length;

/**
 * The crash storms' one course (quality gates issue item 3, issue 12): the steps in parallel against
 * the real server process, SIGKILLed once half of them are done while the others are mid-request;
 * the server restarted to recover the store and stopped, the store checked; the server restarted on
 * the same data and every request sent again, latest first; then nothing that moved before the kill
 * moved again. A failure carries the server's last output.
 */
export async function runCrashStorm<Step>(store: StormStore, storm: CrashStorm<Step>): Promise<void> {
  const journal: SentRequest[] = [];
  let server: SpawnedServer | undefined = await spawnServer(store.server, storm.adminKey);
  let output = server.output;
  try {
    const [sampled] = fc.sample(storm.steps, { seed: storm.seed, numRuns: 1 });
    const { callers, tokens, steps, runStep } = await storm.prepare(server.url, sampled ?? []);
    const killAfter = Math.floor(steps.length / 2);
    let done = 0;
    let killed = false;
    await pool(
      steps,
      async (step) => {
        await runStep(step, journal);
        if (++done === killAfter) {
          killed = true;
          await server!.crash();
        }
      },
      () => killed,
    );
    expect(killed, 'the kill happened mid-storm').toBe(true);
    server = undefined;
    expect(answered(journal), 'requests answered before the kill').toBeGreaterThan(storm.minAnswered);
    expect(
      journal.some((entry) => entry.outcome === 'lost'),
      'requests the kill cut off',
    ).toBe(true);
    for (const endpoint of storm.mustAnswer)
      expect(answered(journal, endpoint), `${endpoint.path} answered`).toBeGreaterThan(0);

    // The server itself recovers the crashed store (PGlite replays its WAL on open), and stops
    // cleanly before any request, so the test can read the store: what was answered is all there.
    server = await spawnServer(store.server, storm.adminKey);
    output = server.output;
    await server.stop();
    server = undefined;
    const crashed = await storm.checkStored(store, journal);
    expect(crashed.kept).toBe(storm.keptAnswers(journal));

    // Restarted on the same data: every request again, latest first (late and out of order).
    server = await spawnServer(store.server, storm.adminKey);
    output = server.output;
    const again: StormCallers = {
      ...callers,
      clients: stormClients(server.url, storm.adminKey, tokens).clients,
    };
    const replays: [SentRequest, SentRequest][] = [];
    const replayJournal: SentRequest[] = [];
    await pool(
      [...journal].reverse(),
      async (entry) => {
        replays.push([entry, await send(again, replayJournal, entry.endpoint, entry.caller, entry.input)]);
      },
      () => false,
    );
    expect(replayJournal.filter((entry) => entry.outcome === 'lost')).toEqual([]);
    for (const [first, second] of replays) if (first.outcome === 'ok') storm.expectSameAnswer(first, second);
    await server.stop();
    server = undefined;

    // Nothing already moved moved again: every entry of the crashed state is still there, unchanged.
    const final = await storm.checkStored(store, [...journal, ...replayJournal]);
    for (const [kind, lines] of Object.entries(crashed.entries)) {
      const byId = new Map((final.entries[kind] ?? []).map((line) => [line.id, line]));
      for (const line of lines) expect(byId.get(line.id), `${kind} ${line.id}`).toEqual(line);
    }
  } catch (error) {
    throw new Error(
      `${storm.name} (seed ${storm.seed}) failed: ${(error as Error).message}\n${output().slice(-4000)}`,
      { cause: error },
    );
  } finally {
    await server?.crash();
    await store.dispose();
  }
}
