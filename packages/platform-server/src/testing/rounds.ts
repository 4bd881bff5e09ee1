import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { insertBets, launchableGames } from '../db/play-seed';
import { newRequestId } from './cashier';
import type { TestPlatform } from './test-platform';

/**
 * Rounds of one ph member on its first launchable game at the test clock's now, stakes in pesos and
 * no win: settled (what turnover, missions, promotions and points count) unless `status` says open.
 * `label` starts each round id, so a failing test shows whose rounds they are.
 */
export async function playRounds(
  t: TestPlatform,
  username: string,
  stakes: readonly number[],
  { label = 'round', status = 'settled' }: { label?: string; status?: 'settled' | 'open' } = {},
): Promise<void> {
  const db = t.database.db;
  const merchant = (await findMerchantByCode(db, 'ph'))!;
  const member = (await findMemberByUsername(db, merchant.id, username))!;
  const [game] = await launchableGames(db, 'ph');
  const now = t.clock.now();
  await insertBets(
    db,
    stakes.map((stake) => ({
      merchantId: merchant.id,
      memberId: member.id,
      gameId: game!.id,
      vendorCode: game!.vendorCode,
      gameType: game!.gameType,
      roundId: `${label}-${newRequestId()}`,
      currency: 'TLB',
      stake: Math.round(stake * 100),
      win: status === 'open' ? null : 0,
      status,
      placedAt: now,
      settledAt: status === 'open' ? null : now,
    })),
  );
}
