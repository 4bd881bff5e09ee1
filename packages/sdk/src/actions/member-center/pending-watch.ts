import { depositRecords, withdrawalRecords } from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import {
  $moneyDecisions,
  $pendingRequests,
  type PendingRequest,
  storePendingRequests,
} from '../../stores/pending-requests';
import { refreshBalance } from '../balance';
import { hasRealAccount } from '../player-guard';
import { pageQuery } from './cashier-paging';
import { refreshCounters } from './counters';
import { presetRange } from './records-date-range';

/*
 * How the client learns that an operator decided a deposit or a withdrawal: it polls the member's
 * records while one is In Process, with backoff, rather than holding a server-sent-events stream.
 * Polling needs nothing of the server but the records call it already answers, keeps no connection
 * or per-member state on an instance (DESIGN: any instance answers any request), and costs only
 * while something is pending, which is rare and short; a stream would hold a connection per open
 * tab all the time and need a way for the instance that approves to reach the one holding it.
 */

/** The first look, a second after the request was made. */
export const POLL_FIRST_MS = 1000;
/** The pace grows to this while the request is young: an approval shows within about 3 s. */
export const POLL_FAST_MAX_MS = 2500;
/** How long the fast pace lasts; operators decide most requests within minutes. */
export const POLL_FAST_FOR_MS = 10 * 60_000;
/** Then every 10 s, and every 30 s after an hour. */
export const POLL_SLOW_MS = 10_000;
export const POLL_SLOWEST_MS = 30_000;
const SLOWEST_AFTER_MS = 60 * 60_000;
/** Failed looks back off, doubling, to at most a minute. */
export const POLL_FAILED_MAX_MS = 60_000;
/** A request not seen in the records for this long is no longer waited on. */
const FORGET_AFTER_MS = 48 * 60 * 60_000;

export interface PollState {
  /** Looks made since waiting started. */
  round: number;
  /** How long the oldest pending request has been waited on. */
  waitingMs: number;
  /** Looks that failed in a row. */
  failures: number;
}

/** The delay before the next look. */
export function nextPollDelay({ round, waitingMs, failures }: PollState): number {
  if (failures > 0) return Math.min(POLL_FAILED_MAX_MS, POLL_FAST_MAX_MS * 2 ** failures);
  if (waitingMs >= SLOWEST_AFTER_MS) return POLL_SLOWEST_MS;
  if (waitingMs >= POLL_FAST_FOR_MS) return POLL_SLOW_MS;
  return Math.min(POLL_FAST_MAX_MS, Math.round(POLL_FIRST_MS * 1.5 ** round));
}

interface RecordState {
  id: number;
  status: string;
}

const inProcess = (record: RecordState) => record.status === 'IN_PROCESS';

// Noting requests (watchPendingRequest, notePendingRecords) is pending-note.ts: the cashier pages
// need only that; this module, the looking itself, loads once something is pending.
export { notePendingRecords, watchPendingRequest } from './pending-note';

const recordsEndpoint = { deposit: depositRecords, withdrawal: withdrawalRecords } as const;

/**
 * One look at the records of every kind waited on. The decided ones leave the list, and the
 * balance, the red counters and the record pages load again. Resolves how many were decided.
 */
export async function checkPendingRequests(now = Date.now()): Promise<number> {
  const pending = $pendingRequests.get();
  const kinds = [...new Set(pending.map((entry) => entry.kind))];
  const query = pageQuery(presetRange('previous30'), { pageSize: 50 });
  const pages = await Promise.all(
    kinds.map(async (kind) => ({
      kind,
      list: (await getClient().call(recordsEndpoint[kind], query)).list as RecordState[],
    })),
  );
  const statusOf = (entry: PendingRequest) =>
    pages.find((page) => page.kind === entry.kind)?.list.find((record) => record.id === entry.id);
  const current = $pendingRequests.get();
  const remaining = current.filter((entry) => {
    const record = statusOf(entry);
    if (record) return inProcess(record);
    // Not on the first page: keep waiting a while, it may be an old request of a busy member.
    return now - entry.since < FORGET_AFTER_MS;
  });
  const decided = current.filter((entry) => !remaining.includes(entry) && statusOf(entry) !== undefined);
  if (remaining.length !== current.length) storePendingRequests(remaining);
  if (decided.length > 0) await afterDecision(true);
  return decided.length;
}

/** After a decision: the red counters and the balance load again, and the record pages if `recordsToo`. */
export async function afterDecision(recordsToo: boolean): Promise<void> {
  if (recordsToo) $moneyDecisions.set($moneyDecisions.get() + 1);
  void refreshCounters();
  await refreshBalance();
}

let timer: ReturnType<typeof setTimeout> | undefined;
let looking = false;
let round = 0;
let failures = 0;
let visibilityWatched = false;

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** A request just made: the pace starts again from the first, quick look. */
export function restartPollPace(): void {
  round = 0;
}

/** Starts looking while a real member waits on something; does nothing when already looking. */
export function startPendingWatch(): void {
  watchVisibility();
  if (timer !== undefined || looking) return;
  schedule();
}

/** Stops looking (sign-out); the list stays as it is. */
export function stopPendingWatch(): void {
  clearTimeout(timer);
  timer = undefined;
  round = 0;
  failures = 0;
}

function schedule(): void {
  const pending = $pendingRequests.get();
  if (pending.length === 0 || !hasRealAccount()) {
    stopPendingWatch();
    return;
  }
  const oldest = Math.min(...pending.map((entry) => entry.since));
  const delay = nextPollDelay({ round, waitingMs: Date.now() - oldest, failures });
  timer = setTimeout(() => void look(), delay);
}

async function look(): Promise<void> {
  timer = undefined;
  // A tab in the background asks nothing; it looks again the moment it is shown.
  if (hidden()) return;
  looking = true;
  try {
    await checkPendingRequests();
    failures = 0;
    round += 1;
  } catch {
    failures += 1;
  } finally {
    looking = false;
  }
  schedule();
}

function watchVisibility(): void {
  if (visibilityWatched || typeof document === 'undefined') return;
  visibilityWatched = true;
  document.addEventListener('visibilitychange', () => {
    if (hidden() || looking) return;
    clearTimeout(timer);
    timer = undefined;
    if ($pendingRequests.get().length > 0) void look();
  });
}
