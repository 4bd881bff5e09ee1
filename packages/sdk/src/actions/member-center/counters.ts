import type { ResponseOf } from '@lobbykit/api-client';
import { unreadCount } from '@lobbykit/api-client/member-center';
import { atom, onMount } from 'nanostores';
import { getClient } from '../../client/configure';
import { hasRealAccount } from '../player-guard';
import { watchRealMember } from './member-watch';

/** The red counters of R2.101: unread messages, rewards waiting to be claimed, missions to finish. */
export type MemberCounters = ResponseOf<typeof unreadCount>;

const NONE: MemberCounters = { messages: 0, rewards: 0, missions: 0 };

/** How often the counters reload while a member is signed in and something shows them. */
export const COUNTERS_REFRESH_MS = 60_000;

/**
 * The counters (R7.60 CSP_unreadCount); zero for guests and trial players, who never fetch them
 * (R6.08). While watched it loads at sign-in and every `COUNTERS_REFRESH_MS`.
 */
export const $memberCounters = atom<MemberCounters>(NONE);

let inFlight: Promise<MemberCounters | null> | null = null;

/** Reloads the counters now (a page that reads or claims something calls it); shared while under way. */
export function refreshCounters(): Promise<MemberCounters | null> {
  if (!hasRealAccount()) {
    $memberCounters.set(NONE);
    return Promise.resolve(null);
  }
  inFlight ??= getClient()
    .call(unreadCount)
    .then(
      (counters) => {
        // The member may have left while it was under way.
        if (hasRealAccount()) $memberCounters.set(counters);
        return counters;
      },
      // A failed refresh keeps the last counters: a red dot should not blink away on a network blip.
      () => null,
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

onMount($memberCounters, () => {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = watchRealMember((signedIn) => {
    clearInterval(timer);
    timer = undefined;
    if (!signedIn) {
      $memberCounters.set(NONE);
      return;
    }
    void refreshCounters();
    timer = setInterval(() => void refreshCounters(), COUNTERS_REFRESH_MS);
  });
  return () => {
    stop();
    clearInterval(timer);
  };
});
