import { ErrorCode, freePlay } from '@lobbykit/api-client';
import { playerRank } from '@lobbykit/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { type GameRow, games } from '../db/schema/index';
import { createSeamlessWallet } from '../services/seamless-wallet';
import { createWalletService } from '../services/wallet';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient } from '../testing/test-client';

const t = testPlatformForFile();
let slot: GameRow;
beforeAll(async () => {
  const rows = await t.database.db
    .select()
    .from(games)
    .where(and(eq(games.gameType, 'RNG'), eq(games.isGame, 'GAME')))
    .orderBy(asc(games.id))
    .limit(1);
  slot = rows[0]!;
});

/** Rounds through the real bet path; only settled ones count as valid turnover. */
async function playAs(username: string, rounds: { id: string; stake: number; settle: boolean }[]) {
  const merchant = (await findMerchantByCode(t.database.db, 'ph'))!;
  const member = (await findMemberByUsername(t.database.db, merchant.id, username))!;
  const seamless = createSeamlessWallet({
    wallet: createWalletService({ db: t.database.db, clock: t.clock }),
  });
  for (const round of rounds) {
    await seamless.bet(member, slot, {
      transactionId: round.id,
      stake: round.stake,
      outcome: { win: 0, detail: {} },
    });
    if (round.settle) {
      await seamless.settle(member, { transactionId: `${round.id}-s`, betTransactionId: round.id });
    }
  }
}

// With each level's daily VIP rebate (seeded 0.2% to 1% of the day's valid bets).
const ladder = [
  { level: 0, label: 'Member', requiredTurnover: 0, rebatePercent: 0.2 },
  { level: 1, label: 'Bronze', requiredTurnover: 1_000, rebatePercent: 0.3 },
  { level: 2, label: 'Silver', requiredTurnover: 10_000, rebatePercent: 0.4 },
  { level: 3, label: 'Gold', requiredTurnover: 50_000, rebatePercent: 0.6 },
  { level: 4, label: 'Platinum', requiredTurnover: 200_000, rebatePercent: 0.8 },
  { level: 5, label: 'Diamond', requiredTurnover: 1_000_000, rebatePercent: 1 },
];

describe('VIP (playerRank)', () => {
  it('R3.08 a new player holds level 0 with the way to Bronze ahead', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect(await t.value(playerRank, { token })).toEqual({
      hasVip: true,
      vipRankLevel: 0,
      vipLabelName: 'Member',
      validTurnover: 0,
      next: ladder[1],
      progress: 0,
      levels: ladder,
    });
  });

  it('R3.08 levels are earned from settled stakes only; progress runs towards the next level', async () => {
    await playAs('demo01', [
      { id: 'v-1', stake: 80_000, settle: true },
      { id: 'v-2', stake: 70_000, settle: true },
      { id: 'v-3', stake: 500_000, settle: false },
    ]);
    const token = await t.tokenFor('demo01', 'Demo1234');
    const rank = await t.value(playerRank, { token });
    expect(rank).toMatchObject({
      hasVip: true,
      vipRankLevel: 1,
      vipLabelName: 'Bronze',
      validTurnover: 1_500,
      next: ladder[2],
    });
    expect(rank.progress).toBeCloseTo(500 / 9_000, 10);
  });

  it('R3.08 each merchant has its own ladder, and another member’s turnover is not yours', async () => {
    await playAs('demo01', [{ id: 'v-4', stake: 100_000, settle: true }]);
    const agent = await t.tokenFor('agent01', 'Agent1234');
    expect(await t.value(playerRank, { token: agent })).toMatchObject({ vipRankLevel: 0, validTurnover: 0 });
    const bd = await t.tokenFor('bdplayer01', 'Demo1234', 'bd');
    const rank = await t.value(playerRank, { token: bd, merchant: 'bd' });
    expect(rank.next).toEqual({ level: 1, label: 'Bronze', requiredTurnover: 2_000, rebatePercent: 0.3 });
    expect(rank.levels).toHaveLength(6);
  });

  it('R6.05 trial sessions get 403 in_need_true_account', async () => {
    const token = (await createTestClient(t.platform).call(freePlay, { os: 'Linux', platform: 'W' })).token;
    const response = await t.request('GET', playerRank.path, { token });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ errorCode: ErrorCode.trialAccount });
  });
});
