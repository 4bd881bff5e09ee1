import { ApiError, ErrorCode } from '@lobbykit/api-client';
import {
  claimMission as claimMissionEndpoint,
  missionLeaderboard,
  missionSummary,
  signInToday,
} from '@lobbykit/api-client/member-center';
import { failure } from '@lobbykit/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet } from '../../stores/lobby';
import { resetSessionState } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { $memberCounters } from './counters';
import {
  canClaimMission,
  claimMission,
  loadMissionLeaderboard,
  loadMissionSummary,
  type Mission,
  missionRefusal,
  type SignInTask,
  signInCalendar,
  signInForToday,
} from './missions';

const mission: Mission = {
  id: 7,
  code: 'daily-player',
  title: 'Daily player',
  description: 'Place valid bets of ₱500 today.',
  kind: 'validBet',
  period: 'daily',
  unit: 'money',
  done: 500,
  target: 500,
  percent: 100,
  reward: 5,
  points: 10,
  status: 'claimable',
  periodEndsAt: '2026-01-15T16:00:00.000Z',
};

const task: SignInTask = {
  id: 1,
  title: 'Daily sign-in',
  description: 'Sign in every day.',
  today: '2026-01-15',
  signedToday: false,
  streak: 2,
  cycleDone: 2,
  rewards: [1, 2, 3, 4, 5, 6, 10],
  todayReward: 3,
};

let harness: Harness;
let events: ReturnType<typeof recordEvents>;
beforeEach(() => {
  resetSessionState();
  harness = setUpRuntime();
  events = recordEvents();
});
afterEach(() => vi.unstubAllGlobals());

describe('missions (R7.50, R7.51, R2.103)', () => {
  it('R7.50 loads the summary and the missions counter (R2.101) takes its claimable count', async () => {
    harness.platform.on(missionSummary, { missions: [mission], signIn: task, claimable: 2 });
    await signIn(harness);
    const summary = await loadMissionSummary();
    expect(summary.missions[0]?.percent).toBe(100);
    expect($memberCounters.get().missions).toBe(2);
  });

  it('R7.51 loads the leaderboard with a limit', async () => {
    harness.platform.on(missionLeaderboard, {
      periodLabel: '2026-01',
      periodEndsAt: '2026-01-31T16:00:00.000Z',
      list: [{ rank: 1, customerName: 'de***01', points: 30, missions: 2 }],
      me: { rank: 1, customerName: 'de***01', points: 30, missions: 2 },
    });
    await signIn(harness);
    const board = await loadMissionLeaderboard();
    expect(board.me.rank).toBe(1);
    expect(harness.platform.calls(missionLeaderboard)[0]?.query.get('limitNum')).toBe('20');
  });

  it('R7.50 a claim puts the new balance in the header store and emits lobbykit:balance; a retry keeps its key', async () => {
    let first = true;
    harness.platform.on(claimMissionEndpoint, () => {
      if (first) {
        first = false;
        return failure(ErrorCode.maintenance);
      }
      return { amount: 5, balance: 1005, mission: { ...mission, status: 'claimed' as const } };
    });
    await signIn(harness);
    await expect(claimMission(7)).rejects.toBeInstanceOf(ApiError);
    const answer = await claimMission(7);
    expect(answer.mission.status).toBe('claimed');
    expect($wallet.get().balance).toBe(1005);
    expect(events.details.get('balance')).toMatchObject({ balance: 1005 });
    const [one, two] = harness.platform
      .calls(claimMissionEndpoint)
      .map((call) => call.body as { id: number; requestId: string });
    expect(one?.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(two?.requestId).toBe(one?.requestId);
  });

  it('R2.103 signing in credits the balance once per day key', async () => {
    harness.platform.on(signInToday, {
      amount: 3,
      balance: 1003,
      signIn: { ...task, signedToday: true, streak: 3, cycleDone: 3 },
    });
    await signIn(harness);
    await signInForToday('2026-01-15');
    await signInForToday('2026-01-15');
    await signInForToday('2026-01-16');
    const keys = harness.platform
      .calls(signInToday)
      .map((call) => (call.body as { requestId: string }).requestId);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect($wallet.get().balance).toBe(1003);
  });

  it('names the refusal a claim met, and only mission refusals', async () => {
    harness.platform.fail(claimMissionEndpoint, ErrorCode.conflict, { messageKey: 'mission_not_earned' });
    await signIn(harness);
    const error = await claimMission(8).catch((caught: unknown) => caught);
    expect(missionRefusal(error)).toBe('mission_not_earned');
    expect(missionRefusal(new Error('x'))).toBeNull();
  });

  it('a guest is refused before any request', async () => {
    await expect(loadMissionSummary()).rejects.toBeInstanceOf(ApiError);
    expect(harness.platform.calls(missionSummary)).toHaveLength(0);
  });

  it('R2.103 the calendar marks the signed days, today and the days ahead', () => {
    expect(signInCalendar(task).map((day) => day.state)).toEqual([
      'signed',
      'signed',
      'today',
      'ahead',
      'ahead',
      'ahead',
      'ahead',
    ]);
    expect(signInCalendar({ ...task, signedToday: true, cycleDone: 3 })[2]).toEqual({
      day: 3,
      reward: 3,
      state: 'today',
    });
    expect(canClaimMission(mission)).toBe(true);
    expect(canClaimMission({ status: 'inProgress' })).toBe(false);
  });
});
