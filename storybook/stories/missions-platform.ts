import { ErrorCode } from '@lobbykit/api-client';
import {
  claimMission,
  missionLeaderboard,
  missionSummary,
  type ResponseOf,
  signInToday,
} from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';
import { leaderboardFixture, missionFixture, signInFixture, summaryFixture } from '@lobbykit/widgets/testing';

/**
 * The stand-in platform's missions (R7.50, R7.51, R2.103): demo01's missions with progress, the daily
 * sign-in and this month's leaderboard, in the state a story asks for; a claim or sign-in answers as
 * the server would, or with its refusal.
 */
export interface MissionsScenario {
  load?: 'ok' | 'empty' | 'error' | 'pending';
  /** Today's sign-in already done (the button says so and is disabled). */
  signedToday?: boolean;
  /** What a claim or sign-in meets: paid (default) or refused as already done. */
  collect?: 'ok' | 'refused';
}

const endOfToday = () => {
  const end = new Date();
  end.setHours(24, 0, 0, 0);
  return end.toISOString();
};
const today = () => new Date().toISOString().slice(0, 10);

type Mission = ResponseOf<typeof missionSummary>['missions'][number];

/** demo01's missions (the widgets' fixtures): the email one to collect, today's under way, the week's claimed. */
const missions = (): Mission[] => {
  const [secure, daily] = summaryFixture().missions;
  return [
    secure!,
    { ...daily!, done: 320.5, percent: 64, periodEndsAt: endOfToday() },
    missionFixture({
      id: 8,
      code: 'weekly-deposit',
      title: 'Weekly top-up',
      description: 'Deposit ₱1,000 this week.',
      kind: 'deposit',
      period: 'weekly',
      done: 1000,
      target: 1000,
      percent: 100,
      reward: 25,
      points: 30,
      status: 'claimed',
      periodEndsAt: endOfToday(),
    }),
  ];
};

const signIn = (signedToday: boolean) =>
  signInFixture({
    today: today(),
    signedToday,
    streak: signedToday ? 3 : 2,
    cycleDone: signedToday ? 3 : 2,
  });

const board = (empty: boolean) =>
  leaderboardFixture({
    periodLabel: today().slice(0, 7),
    periodEndsAt: endOfToday(),
    ...(empty ? { list: [], me: { rank: null, customerName: 'de***01', points: 0, missions: 0 } } : {}),
  });

/** Answers the missions' endpoints on the story's platform, in the scenario's state. */
export function answerMissions(platform: FakePlatform, scenario: MissionsScenario): void {
  const load = scenario.load ?? 'ok';
  const empty = load === 'empty';
  if (load === 'pending') platform.hang(missionSummary).hang(missionLeaderboard);
  else if (load === 'error')
    platform
      .fail(missionSummary, ErrorCode.unknown, { status: 500 })
      .fail(missionLeaderboard, ErrorCode.unknown, { status: 500 });
  else
    platform
      .on(missionSummary, () => ({
        missions: empty ? [] : missions(),
        signIn: empty ? null : signIn(scenario.signedToday ?? false),
        claimable: empty ? 0 : scenario.signedToday ? 1 : 2,
      }))
      .on(missionLeaderboard, () => board(empty));
  if (scenario.collect === 'refused')
    platform
      .fail(claimMission, ErrorCode.conflict, { status: 409, messageKey: 'mission_already_claimed' })
      .fail(signInToday, ErrorCode.conflict, { status: 409, messageKey: 'sign_in_done_today' });
  else
    platform
      .on(claimMission, () => ({
        amount: 10,
        balance: 12_510.5,
        mission: { ...missions()[0]!, status: 'claimed' as const },
      }))
      .on(signInToday, () => ({ amount: 3, balance: 12_503.5, signIn: signIn(true) }));
}
