import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { ledgerSum } from '../db/ledger';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { bets, walletAccounts } from '../db/schema/index';
import { DEMO_CREDIT } from '../services/wallet';
import { seededDatabaseForFile } from '../testing/database-for-file';
import { seedDemoRounds } from './seed-demo-rounds';

const database = seededDatabaseForFile({ clock: manualClock('2026-03-01T12:00:00Z') });
const { clock } = database;

describe('demo01 rounds seed', () => {
  it('plays two weeks of settled rounds through the ledger once; a second start adds nothing', async () => {
    expect(await seedDemoRounds(database.db, clock)).toBe(true);
    expect(await seedDemoRounds(database.db, clock)).toBe(false);

    const merchant = (await findMerchantByCode(database.db, 'ph'))!;
    const demo = (await findMemberByUsername(database.db, merchant.id, 'demo01'))!;
    const rounds = await database.db.select().from(bets).where(eq(bets.memberId, demo.id));
    expect(rounds).toHaveLength(24);
    expect(rounds.every((round) => round.status === 'settled')).toBe(true);
    const days = new Set(rounds.map((round) => round.placedAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(10);
    for (const round of rounds) {
      expect(round.placedAt.getTime()).toBeLessThan(clock.now().getTime());
      expect(round.placedAt.getTime()).toBeGreaterThan(clock.now().getTime() - 15 * 24 * 3_600_000);
    }

    const [account] = await database.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.memberId, demo.id));
    const net = rounds.reduce((sum, round) => sum + (round.win ?? 0) - round.stake, 0);
    expect(account!.balance).toBe(DEMO_CREDIT + net);
    expect(await ledgerSum(database.db, account!.id)).toBe(account!.balance);
  });
});
