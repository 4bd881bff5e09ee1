import type { ResponseOf } from '@lobbykit/api-client';
import {
  claimMission as claimMissionCall,
  type Mission,
  MissionMessageKey,
  missionLeaderboard,
  missionSummary,
  type SignInTask,
  signInToday,
} from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { emit } from '../../runtime/events';
import { $wallet } from '../../stores/lobby';
import { failureOf } from '../failure';
import { newRequestId } from './cashier-outcome';
import { $memberCounters, refreshCounters } from './counters';
import { assertRealAccount } from './records-member-only';

export type { Mission, SignInTask };
export type MissionSummary = ResponseOf<typeof missionSummary>;
export type MissionLeaderboard = ResponseOf<typeof missionLeaderboard>;
export type MissionLeader = MissionLeaderboard['list'][number];
export type ClaimedMission = ResponseOf<typeof claimMissionCall>;
export type SignedIn = ResponseOf<typeof signInToday>;

/** The leaderboard's length on the missionLeaderboard page. */
export const LEADERBOARD_SIZE = 20;

/** The missions counter (R2.101) takes the number the summary just gave, without another request. */
function noteClaimable(claimable: number): void {
  const counters = $memberCounters.get();
  if (counters.missions !== claimable) $memberCounters.set({ ...counters, missions: claimable });
}

/** R7.50: the member's missions with their progress, the sign-in task and what can be collected. */
export async function loadMissionSummary(): Promise<MissionSummary> {
  assertRealAccount();
  const summary = await getClient().call(missionSummary);
  noteClaimable(summary.claimable);
  return summary;
}

/** R7.51: this month's mission leaderboard with the member's own place. */
export async function loadMissionLeaderboard(limitNum = LEADERBOARD_SIZE): Promise<MissionLeaderboard> {
  assertRealAccount();
  return getClient().call(missionLeaderboard, { limitNum });
}

/** The header's balance takes the server's new balance at once, and `lobbykit:balance` tells the host. */
function credit(balance: number): void {
  const wallet = $wallet.get();
  $wallet.set({ ...wallet, balance });
  emit('balance', { balance, currency: wallet.currency ?? '' });
  void refreshCounters();
}

// One idempotency key per mission (and one per sign-in day) for as long as the page lives: a claim
// retried after a lost answer or a double click is the same claim, and the server pays it once.
const missionKeys = new Map<number, string>();
const signInKeys = new Map<string, string>();

const keyOf = <K>(keys: Map<K, string>, key: K): string => {
  let requestId = keys.get(key);
  if (!requestId) {
    requestId = newRequestId();
    keys.set(key, requestId);
  }
  return requestId;
};

/** Collects a reached mission's reward into the main wallet. Rejects with the ApiError. */
export async function claimMission(id: number): Promise<ClaimedMission> {
  assertRealAccount();
  const answer = await getClient().call(claimMissionCall, { id, requestId: keyOf(missionKeys, id) });
  credit(answer.balance);
  return answer;
}

/** Signs in for `today` (the task's merchant day) and collects the streak day's reward. */
export async function signInForToday(today: string): Promise<SignedIn> {
  assertRealAccount();
  const answer = await getClient().call(signInToday, { requestId: keyOf(signInKeys, today) });
  credit(answer.balance);
  return answer;
}

/** Only a reached mission not yet collected this period can be claimed. */
export const canClaimMission = (mission: Pick<Mission, 'status'>) => mission.status === 'claimable';

export type SignInDayState = 'signed' | 'today' | 'ahead';

/** One day of the sign-in cycle as the calendar shows it. */
export interface SignInDay {
  /** 1-based place in the cycle. */
  day: number;
  reward: number;
  state: SignInDayState;
}

/**
 * The sign-in calendar: each day of the reward cycle, signed (already collected in this cycle),
 * today (the one a sign-in collects now, or collected today) or ahead.
 */
export function signInCalendar(task: SignInTask): SignInDay[] {
  const todayPlace = task.signedToday ? task.cycleDone : task.cycleDone + 1;
  return task.rewards.map((reward, index) => {
    const day = index + 1;
    const state: SignInDayState = day === todayPlace ? 'today' : day < todayPlace ? 'signed' : 'ahead';
    return { day, reward, state };
  });
}

export type MissionRefusal = (typeof MissionMessageKey)[keyof typeof MissionMessageKey];
const REFUSALS = new Set<string>(Object.values(MissionMessageKey));

/** The mission rule a refusal names (`messageKey` on the failure envelope), or null for another failure. */
export function missionRefusal(error: unknown): MissionRefusal | null {
  const key = failureOf(error).messageKey;
  return key !== null && REFUSALS.has(key) ? (key as MissionRefusal) : null;
}
