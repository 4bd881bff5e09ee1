import {
  $pendingRequests,
  type MoneyRequestKind,
  type PendingRequest,
  storePendingRequests,
} from '../../stores/pending-requests';

/*
 * The cashier's side of issue 16: a request just made, or a records page showing one In Process,
 * goes on the pending list at once. The looking (pending-watch.ts: the records calls of both kinds,
 * the counters, the balance) is a chunk of its own, loaded when something is pending or decided,
 * so a deposit page that only shows its form and records does not carry it.
 */

interface RecordState {
  id: number;
  status: string;
}

const inProcess = (record: RecordState) => record.status === 'IN_PROCESS';

const watch = () => import('./pending-watch');

/** Starts the looking (from its first, quick pace after a request just made). */
function startLooking(restartPace: boolean): void {
  void watch().then(
    (module) => {
      if (restartPace) module.restartPollPace();
      module.startPendingWatch();
    },
    // Not loaded (offline): the list stays, and the next records page or sign-in starts it again.
    () => undefined,
  );
}

/** Waits on a request the member just made, when it is In Process. */
export function watchPendingRequest(kind: MoneyRequestKind, record: RecordState): void {
  if (!inProcess(record)) return;
  const pending = $pendingRequests.get();
  const added = !pending.some((entry) => entry.kind === kind && entry.id === record.id);
  if (added) storePendingRequests([...pending, { kind, id: record.id, since: Date.now() }]);
  startLooking(added);
}

/**
 * What a records page loaded: its requests In Process are waited on (one made on another device,
 * or before a reload), and a waited-on one it shows decided is done with.
 */
export function notePendingRecords(kind: MoneyRequestKind, records: readonly RecordState[]): void {
  const pending = $pendingRequests.get();
  const decided = pending.filter((entry) =>
    records.some((record) => entry.kind === kind && record.id === entry.id && !inProcess(record)),
  );
  const fresh = records
    .filter((record) => inProcess(record))
    .filter((record) => !pending.some((entry) => entry.kind === kind && entry.id === record.id))
    .map((record): PendingRequest => ({ kind, id: record.id, since: Date.now() }));
  if (decided.length === 0 && fresh.length === 0) return;
  storePendingRequests([...pending.filter((entry) => !decided.includes(entry)), ...fresh]);
  if (decided.length > 0)
    void watch().then(
      (module) => module.afterDecision(false),
      () => undefined,
    );
  if (fresh.length > 0) startLooking(false);
}
