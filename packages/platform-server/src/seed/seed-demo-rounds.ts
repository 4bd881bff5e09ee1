import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { launchableGames, markSeed } from '../db/play-seed';
import type { GameRow } from '../db/schema/index';
import { isSeedApplied } from '../db/seed-writer';
import { BACCARAT_SIDES } from '../demo-game/rounds/baccarat';
import { playRound, type Variant, variantOf } from '../demo-game/variant';
import { createSeamlessWallet } from '../services/seamless-wallet';
import { createWalletService } from '../services/wallet';
import { seededRandom } from './seeded-random';

/** Bump the name when the demo rounds change. */
export const DEMO_ROUNDS_SEED = 'demo-rounds-v1';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROUNDS = 24;
const STAKES = [500, 1_000, 2_000, 5_000, 10_000];
/** Games that need no pick, or whose pick the seed can make: slots, fishing and baccarat. */
const PLAYABLE: readonly Variant[] = ['slot', 'fishing', 'baccarat'];

/**
 * A couple of weeks of demo01's rounds, so the betting record, the transaction history, profit and
 * loss and the VIP progress are not empty on a fresh start. Each round goes through the real bet
 * and settle path (seamless wallet and ledger) on a clock set to when it was played.
 *
 * Run by the server's start, not by the test database: tests begin from demo01's plain credit.
 */
export async function seedDemoRounds(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, DEMO_ROUNDS_SEED)) return false;
  const merchant = await findMerchantByCode(db, 'ph');
  const member = merchant && (await findMemberByUsername(db, merchant.id, 'demo01'));
  if (!merchant || !member) return false;
  const pool = (await launchableGames(db, merchant.code)).filter((game) =>
    PLAYABLE.includes(variantOf(game)),
  );
  if (pool.length === 0) return false;

  // One transaction with its marker, like every seed: all rounds or none, and a racing start waits.
  // The wallet's own transactions become savepoints inside it.
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, DEMO_ROUNDS_SEED))) return false;
    const random = seededRandom(20_260_115);
    const luck = { int: (max: number) => random.int(0, max - 1) };
    const now = clock.now().getTime();
    for (let round = 0; round < ROUNDS; round++) {
      // Spread over the last 14 days, oldest first, within six hours after the time of the start.
      const day = 14 - Math.floor((round * 14) / ROUNDS);
      const placedAt = now - day * DAY_MS + random.int(0, 6 * 60) * 60_000;
      const game: GameRow = random.pick(pool);
      const stake = random.pick(STAKES);
      const pick = variantOf(game) === 'baccarat' ? random.pick(BACCARAT_SIDES.slice(0, 2)) : undefined;
      const outcome = playRound(variantOf(game), stake, pick, luck);
      const roundId = `demo01-seed-${String(round + 1).padStart(3, '0')}`;
      const at = (ms: number): Clock => ({ now: () => new Date(Math.min(ms, now)) });
      await createSeamlessWallet({ wallet: createWalletService({ db: tx, clock: at(placedAt) }) }).bet(
        member,
        game,
        {
          transactionId: roundId,
          stake,
          outcome,
        },
      );
      await createSeamlessWallet({
        wallet: createWalletService({ db: tx, clock: at(placedAt + 45_000) }),
      }).settle(member, {
        transactionId: `${roundId}-settle`,
        betTransactionId: roundId,
      });
    }
    return true;
  });
}
