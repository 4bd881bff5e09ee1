import {
  adminAdjustPoints,
  adminReviewPointRedemption,
  claimMission,
  claimPromotion,
  convertPoints,
  joinPromotion,
  redeemReward,
  signInToday,
} from '@lobbykit/api-client/contract';
import fc from 'fast-check';
import {
  ADMIN_CALLER,
  type SentRequest,
  STORM_PIN,
  STORM_PLAYERS,
  type StormCallers,
  send,
} from './storm-requests';

/** What the players can aim at: ids read from the server before the storm, per player. */
export interface EngagementTargets {
  promotions: number[][];
  missions: number[][];
  rewards: number[][];
}

/**
 * One step of the engagement storm (issue 12): claims of promotions, missions and the day's sign-in,
 * points redeemed (then approved, rejected or both at once) and converted, and operator adjustments.
 * Keys come from small spaces, so replays and parallel copies of one request happen often.
 */
export const engagementStep = fc.oneof(
  fc.record({
    type: fc.constant('promotion' as const),
    player: fc.nat(1),
    pick: fc.nat(9),
    key: fc.nat(5),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    type: fc.constant('mission' as const),
    player: fc.nat(1),
    pick: fc.nat(3),
    key: fc.nat(5),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    type: fc.constant('signIn' as const),
    player: fc.nat(1),
    key: fc.nat(3),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('redeem' as const),
      player: fc.nat(1),
      pick: fc.nat(4),
      key: fc.nat(20),
      decision: fc.constantFrom('approve', 'reject', 'both', 'none'),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('convert' as const),
      player: fc.nat(1),
      points: fc.integer({ min: 100, max: 400 }),
      key: fc.nat(15),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
  },
  fc.record({
    type: fc.constant('adjust' as const),
    player: fc.nat(1),
    points: fc.integer({ min: -300, max: 600 }).filter((points) => points !== 0),
    key: fc.nat(15),
    copies: fc.integer({ min: 1, max: 3 }),
  }),
);
export type EngagementStep = typeof engagementStep extends fc.Arbitrary<infer T> ? T : never;

const pickOf = (list: number[] | undefined, index: number) =>
  list && list.length > 0 ? list[index % list.length] : undefined;

/** Runs one step: its first request `copies` times at once, then the follow-ups on what was answered. */
export async function runEngagementStep(
  callers: StormCallers,
  targets: EngagementTargets,
  journal: SentRequest[],
  step: EngagementStep,
): Promise<void> {
  const copies = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: step.copies }, make));
  const as = (endpoint: Parameters<typeof send>[2], body: Record<string, unknown>) =>
    send(callers, journal, endpoint, step.player, body);
  const requestId = `${callers.run}-${step.type}-${step.player}-${step.key}`;
  switch (step.type) {
    case 'promotion': {
      const id = pickOf(targets.promotions[step.player], step.pick);
      if (id === undefined) return;
      await as(joinPromotion, { id });
      await copies(() => as(claimPromotion, { id, requestId }));
      return;
    }
    case 'mission': {
      const id = pickOf(targets.missions[step.player], step.pick);
      if (id === undefined) return;
      await copies(() => as(claimMission, { id, requestId }));
      return;
    }
    case 'signIn':
      await copies(() => as(signInToday, { requestId }));
      return;
    case 'redeem': {
      const rewardId = pickOf(targets.rewards[step.player], step.pick);
      if (rewardId === undefined) return;
      const answers = await copies(() =>
        as(redeemReward, { rewardId, paymentPassword: STORM_PIN, requestId }),
      );
      const redemption = answers.find((entry) => entry.outcome === 'ok')?.answer?.redemption as
        | { id: number }
        | undefined;
      if (!redemption || step.decision === 'none') return;
      const review = (decision: 'approve' | 'reject') =>
        send(
          callers,
          journal,
          adminReviewPointRedemption,
          ADMIN_CALLER,
          decision === 'approve'
            ? { id: redemption.id, decision }
            : { id: redemption.id, decision, reason: 'Storm says no' },
        );
      if (step.decision === 'both') await Promise.all([review('approve'), review('reject')]);
      else await review(step.decision);
      return;
    }
    case 'convert':
      await copies(() => as(convertPoints, { points: step.points, paymentPassword: STORM_PIN, requestId }));
      return;
    case 'adjust': {
      const player = STORM_PLAYERS[step.player]!;
      const body = {
        merchantCode: player.merchant,
        account: player.username,
        points: step.points,
        remark: 'Storm adjustment',
        requestId,
      };
      await copies(() => send(callers, journal, adminAdjustPoints, ADMIN_CALLER, body));
      return;
    }
  }
}
