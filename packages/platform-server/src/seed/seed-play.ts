import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { allMerchants } from '../db/merchants';
import {
  insertAccountWithLedger,
  insertBets,
  insertMembers,
  launchableGames,
  markSeed,
  playingMembersOf,
} from '../db/play-seed';
import { isSeedApplied } from '../db/seed-writer';
import { toDecimal } from '../services/money';
import { DEMO_CREDIT } from '../services/wallet';
import { historyPlayers, playerHistory } from './winners-history';

/** Bump the name when the wallet or history seed changes shape. */
export const PLAY_SEED = 'play-v1';

/** Seed players' stored hash: not a scrypt hash, so no password ever matches it. */
const NO_LOGIN = 'disabled';

const seedOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;

/**
 * Opening demo credit for every demo account, and a week of seeded players' rounds per merchant so
 * a fresh install has a winners board. All under one marker, in one transaction, once.
 */
export async function seedPlay(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, PLAY_SEED)) return false;
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, PLAY_SEED))) return false;
    const now = clock.now();
    for (const merchant of await allMerchants(tx)) {
      for (const member of await playingMembersOf(tx, merchant.id)) {
        await insertAccountWithLedger(
          tx,
          { memberId: member.id, currency: member.currency, balance: DEMO_CREDIT, updatedAt: now },
          [
            {
              kind: 'credit',
              amount: DEMO_CREDIT,
              balanceBefore: 0,
              balanceAfter: DEMO_CREDIT,
              reference: 'demo-credit',
              idempotencyKey: 'demo-credit',
              answer: { balance: toDecimal(DEMO_CREDIT), credited: toDecimal(DEMO_CREDIT) },
              createdAt: now,
            },
          ],
        );
      }

      const pool = await launchableGames(tx, merchant.code);
      if (pool.length === 0) continue;
      const players = historyPlayers(merchant.code, seedOf(merchant.code));
      const rows = await insertMembers(
        tx,
        players.map((player) => ({
          ...player,
          merchantId: merchant.id,
          passwordHash: NO_LOGIN,
          type: 0,
          currency: merchant.currency,
          createdAt: now,
          passwordChangedAt: now,
        })),
      );
      for (const member of rows) {
        const history = playerHistory(
          pool,
          member.currency,
          now,
          seedOf(`${merchant.code}:${member.username}`),
        );
        await insertAccountWithLedger(
          tx,
          { memberId: member.id, currency: member.currency, balance: history.balance, updatedAt: now },
          history.movements,
        );
        await insertBets(
          tx,
          history.rounds.map((round) => ({
            merchantId: merchant.id,
            memberId: member.id,
            gameId: round.game.id,
            vendorCode: round.game.vendorCode,
            gameType: round.game.gameType,
            roundId: round.roundId,
            currency: member.currency,
            stake: round.stake,
            win: round.win,
            status: 'settled' as const,
            outcome: round.outcome,
            placedAt: round.placedAt,
            settledAt: round.settledAt,
          })),
        );
      }
    }
    return true;
  });
}
