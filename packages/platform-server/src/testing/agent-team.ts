import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { findMerchantByCode } from '../db/merchants';
import { launchableGames } from '../db/play-seed';
import { bets, type MemberRow, members } from '../db/schema/index';
import { hashPassword } from '../services/passwords';

/**
 * A team around the seeded agent01 for agent tests: sub01 (an agent) under agent01, team02 under
 * sub01, and a sibling top agent agent02 with its player other02. Passwords: agents Agent1234,
 * players Demo1234.
 */
export async function buildAgentTeam(db: Db) {
  const merchant = (await findMerchantByCode(db, 'ph'))!;
  const byName = async (username: string) =>
    (await db.select().from(members).where(eq(members.username, username)))[0]!;
  const [agentHash, playerHash] = [await hashPassword('Agent1234'), await hashPassword('Demo1234')];
  const add = async (username: string, type: number, upline: MemberRow | null, customerId: string) => {
    const [row] = await db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username,
        passwordHash: type === 0 ? playerHash : agentHash,
        type,
        uplineId: upline?.id ?? null,
        nickname: null,
        customerId,
        currency: merchant.currency,
      })
      .returning();
    return row!;
  };
  const agent01 = await byName('agent01');
  const demo01 = await byName('demo01');
  const newbie01 = await byName('newbie01');
  const sub01 = await add('sub01', 1, agent01, 'PHT00001');
  const team02 = await add('team02', 0, sub01, 'PHT00002');
  const agent02 = await add('agent02', 1, null, 'PHT00003');
  const other02 = await add('other02', 0, agent02, 'PHT00004');
  const [game] = await launchableGames(db, 'ph');
  let round = 0;
  /** A settled bet of `member` (minor units) placed at `placedAt`. */
  const bet = async (member: MemberRow, stake: number, win: number, placedAt: Date) => {
    round++;
    await db.insert(bets).values({
      merchantId: merchant.id,
      memberId: member.id,
      gameId: game!.id,
      vendorCode: game!.vendorCode,
      gameType: game!.gameType,
      roundId: `agent-test-${member.id}-${round}-${placedAt.getTime()}`,
      currency: member.currency,
      stake,
      win,
      status: 'settled',
      placedAt,
      settledAt: placedAt,
    });
  };
  return { merchant, agent01, demo01, newbie01, sub01, team02, agent02, other02, bet };
}
