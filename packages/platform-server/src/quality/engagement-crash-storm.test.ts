import { login } from '@lobbykit/api-client';
import {
  adminAdjustPoints,
  adminReviewPointRedemption,
  claimMission,
  claimPromotion,
  convertPoints,
  joinPromotion,
  missionSummary,
  pointRewards,
  promotionList,
  redeemReward,
  setPaymentPassword,
  signInToday,
} from '@lobbykit/api-client/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../testing/postgres-copies';
import { answered, type CrashStorm, runCrashStorm } from './crash-storm-driver';
import {
  expectEngagementAnswersKept,
  expectEngagementExplained,
  expectPointsConsistent,
  pointLines,
} from './engagement-storm-checks';
import {
  type EngagementStep,
  type EngagementTargets,
  engagementStep,
  runEngagementStep,
} from './engagement-storm-steps';
import { canSpawnServer } from './spawned-server';
import { stormClients } from './storm-callers';
import { expectLedgerConsistent, ledgerLines } from './storm-ledger-checks';
import { type SentRequest, STORM_PIN, STORM_PLAYERS, type StormCallers } from './storm-requests';
import { pgliteStore, postgresStore } from './storm-store';

// Issue 12's storm: parallel claims, sign-ins, redeems, reviews, conversions and operator adjustments
// with replays, against the real server process, SIGKILLed in the middle and restarted on the same
// data. Every wallet and points balance must equal its ledger, every answered request must be kept,
// and replays after the restart must move nothing twice.
const ADMIN_KEY = 'engagement-storm-admin-key';
const SEED = 20_261_125;

/** Signs the players in with a payment password, plenty of points and the ids they can aim at. */
async function prepare(url: string, run: string) {
  const { clients, contexts } = stormClients(url, ADMIN_KEY);
  const targets: EngagementTargets = { promotions: [], missions: [], rewards: [] };
  /** Claims that can pay now, sent first (three copies at once) so every kind races before the kill. */
  const opening: EngagementStep[] = [];
  for (const [index, player] of STORM_PLAYERS.entries()) {
    const client = clients[index]!;
    contexts[index]!.token = (
      await client.call(login, { username: player.username, password: player.password })
    ).token;
    await client.call(setPaymentPassword, {
      loginPassword: player.password,
      paymentPassword: STORM_PIN,
      confirmPaymentPassword: STORM_PIN,
    });
    await clients.at(-1)!.call(adminAdjustPoints, {
      merchantCode: player.merchant,
      account: player.username,
      points: 20_000,
      remark: 'Storm stake',
      requestId: `${run}-stake-${index}`,
    });
    const promotions = await client.call(promotionList, {});
    const { missions } = await client.call(missionSummary, {});
    targets.promotions.push(promotions.map((promotion) => promotion.id));
    targets.missions.push(missions.map((mission) => mission.id));
    opening.push({ type: 'signIn', player: index, key: 0, copies: 3 });
    for (const [pick, promotion] of promotions.entries())
      if (promotion.mine?.status === 'claim')
        opening.push({ type: 'promotion', player: index, pick, key: 0, copies: 3 });
    for (const [pick, mission] of missions.entries())
      if (mission.status === 'claimable')
        opening.push({ type: 'mission', player: index, pick, key: 0, copies: 3 });
    targets.rewards.push((await client.call(pointRewards, {})).map((reward) => reward.id));
  }
  const callers: StormCallers = { clients, bankAccounts: [], launchToken: '', run };
  return { callers, targets, opening, tokens: contexts.map((context) => context.token) };
}

/** The field of each answer that names what moved; a replay must answer the same. */
function expectSameAnswer(before: SentRequest, after: SentRequest): void {
  const what = `${before.endpoint.path} ${JSON.stringify(before.input)} replayed`;
  if (before.endpoint === adminReviewPointRedemption) {
    if (after.outcome === 'ok') expect(after.answer!.status, what).toBe(before.answer!.status);
    return;
  }
  expect(after.outcome, `${what}: ${after.error}`).toBe('ok');
  if (before.endpoint === redeemReward)
    expect(after.answer!.redemption, what).toMatchObject({
      id: (before.answer!.redemption as { id: number }).id,
    });
  else if (before.endpoint === adminAdjustPoints || before.endpoint === convertPoints)
    expect(after.answer!.points, what).toBe(before.answer!.points);
  else expect(after.answer!.amount, what).toBe(before.answer!.amount);
}

const engagementStorm: CrashStorm<EngagementStep> = {
  name: 'engagement storm',
  steps: fc.array(engagementStep, { minLength: 90, maxLength: 110 }),
  seed: SEED,
  adminKey: ADMIN_KEY,
  async prepare(url, steps) {
    const { callers, targets, opening, tokens } = await prepare(url, `es${Date.now().toString(36)}`);
    return {
      callers,
      tokens,
      steps: [...opening, ...steps],
      runStep: (step, journal) => runEngagementStep(callers, targets, journal, step),
    };
  },
  minAnswered: 40,
  mustAnswer: [claimPromotion, claimMission, signInToday, redeemReward, convertPoints],
  async checkStored(store, journal) {
    const database = await store.open();
    try {
      await expectLedgerConsistent(database.db);
      await expectPointsConsistent(database.db);
      await expectEngagementExplained(database.db);
      const kept = await expectEngagementAnswersKept(database.db, journal);
      return {
        kept,
        entries: {
          'ledger entry': await ledgerLines(database.db),
          'points entry': await pointLines(database.db),
        },
      };
    } finally {
      await database.close();
    }
  },
  // A join has no row of its own when the promotion does not count from the join: not checked.
  keptAnswers: (journal) => answered(journal) - answered(journal, joinPromotion),
  expectSameAnswer,
};

const postgresUrl = testPostgresUrl();

describe.skipIf(!canSpawnServer())('the engagement storm across a SIGKILL of the server', () => {
  it('R4.75 R7.50 R7.62 R2.103 every answered claim, sign-in, redeem, review, conversion and adjustment survives a SIGKILL of the PGlite server; balances and points equal their ledgers; replays move nothing twice', async () => {
    await runCrashStorm(pgliteStore(), engagementStorm);
  }, 240_000);

  it.skipIf(!postgresUrl)(
    'R4.75 R7.50 R7.62 R2.103 the same storm on PostgreSQL',
    async () => {
      await runCrashStorm(await postgresStore(postgresUrl!), engagementStorm);
    },
    240_000,
  );
});
