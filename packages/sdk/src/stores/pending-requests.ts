import { atom } from 'nanostores';
import { sessionStore } from './storage';

/** A deposit or a withdrawal. */
export type MoneyRequestKind = 'deposit' | 'withdrawal';

/** A money request still In Process that the client waits on. */
export interface PendingRequest {
  kind: MoneyRequestKind;
  id: number;
  /** When this client started waiting (ms since epoch): how long it has been waiting sets the pace. */
  since: number;
}

/** sessionStorage key: a reload keeps waiting on what was pending. */
export const PENDING_REQUESTS_KEY = 'pendingMoneyRequests';

function readPending(): PendingRequest[] {
  try {
    const parsed: unknown = JSON.parse(sessionStore().getItem(PENDING_REQUESTS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is PendingRequest =>
        typeof entry === 'object' &&
        entry !== null &&
        (entry.kind === 'deposit' || entry.kind === 'withdrawal') &&
        Number.isInteger(entry.id) &&
        typeof entry.since === 'number',
    );
  } catch {
    return [];
  }
}

/** The member's requests In Process that the client waits on; kept in sessionStorage. */
export const $pendingRequests = atom<PendingRequest[]>(readPending());

export function storePendingRequests(requests: PendingRequest[]): void {
  const storage = sessionStore();
  if (requests.length === 0) storage.removeItem(PENDING_REQUESTS_KEY);
  else storage.setItem(PENDING_REQUESTS_KEY, JSON.stringify(requests));
  $pendingRequests.set(requests);
}

/** Re-reads sessionStorage (the storages were swapped, or another page of the tab changed it). */
export function reloadPendingRequests(): void {
  $pendingRequests.set(readPending());
}

/**
 * Bumped each time a request the client waited on was decided (approved or rejected): the record
 * pages load again, so the new status shows without a Refresh.
 */
export const $moneyDecisions = atom(0);
