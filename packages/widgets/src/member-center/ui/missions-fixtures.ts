import type { Mission, MissionLeaderboard, MissionSummary, SignInTask } from '@lobbykit/sdk/member-center';

/** A mission as the summary answers it; tests and stories vary one field at a time. */
export function missionFixture(overrides: Partial<Mission> = {}): Mission {
  return {
    id: 7,
    code: 'daily-player',
    title: 'Daily player',
    description: 'Place valid bets of ₱500 today.',
    kind: 'validBet',
    period: 'daily',
    unit: 'money',
    done: 300,
    target: 500,
    percent: 60,
    reward: 5,
    points: 10,
    status: 'inProgress',
    periodEndsAt: '2026-01-15T16:00:00.000Z',
    ...overrides,
  };
}

export function signInFixture(overrides: Partial<SignInTask> = {}): SignInTask {
  return {
    id: 1,
    title: 'Daily sign-in',
    description: 'Sign in every day: the longer your streak, the bigger the reward.',
    today: '2026-01-15',
    signedToday: false,
    streak: 2,
    cycleDone: 2,
    rewards: [1, 2, 3, 4, 5, 6, 10],
    todayReward: 3,
    ...overrides,
  };
}

/** demo01 on a fresh start: the email mission to collect, the daily one under way, today's sign-in open. */
export function summaryFixture(overrides: Partial<MissionSummary> = {}): MissionSummary {
  return {
    missions: [
      missionFixture({
        id: 6,
        code: 'secure-account',
        title: 'Secure your account',
        description: 'Bind an email address in the security center.',
        kind: 'bindEmail',
        period: 'once',
        unit: 'count',
        done: 1,
        target: 1,
        percent: 100,
        reward: 10,
        points: 20,
        status: 'claimable',
        periodEndsAt: null,
      }),
      missionFixture(),
    ],
    signIn: signInFixture(),
    claimable: 2,
    ...overrides,
  };
}

export function leaderboardFixture(overrides: Partial<MissionLeaderboard> = {}): MissionLeaderboard {
  return {
    periodLabel: '2026-01',
    periodEndsAt: '2026-01-31T16:00:00.000Z',
    list: [
      { rank: 1, customerName: 'ag***01', points: 40, missions: 3 },
      { rank: 2, customerName: 'de***01', points: 20, missions: 1 },
      { rank: 2, customerName: 'pl***07', points: 20, missions: 2 },
    ],
    me: { rank: 2, customerName: 'de***01', points: 20, missions: 1 },
    ...overrides,
  };
}
