import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import type { Database } from '../db/database';
import { downlineIds, findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { openDatabase } from '../db/open';
import { agentOfAffiliateCode } from '../db/registration';
import * as schema from '../db/schema/index';
import { verifyPassword } from '../services/passwords';
import { AFFILIATE_SEED, seedDemo } from './seed-demo';
import { HISTORY_PLAYERS_PER_MERCHANT } from './winners-history';

const clock = manualClock();
let database: Database;
let firstStarts: boolean[];

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
  // Two instances starting at once on an empty database: the marker row lets exactly one seed.
  firstStarts = await Promise.all([seedDemo(database.db, clock), seedDemo(database.db, clock)]);
});
afterAll(() => database.close());

async function rowCounts() {
  const tables = [
    schema.merchants,
    schema.members,
    schema.domainRoutes,
    schema.whitelabelNodes,
    schema.validationRules,
  ];
  return Promise.all(
    tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n),
  );
}

describe('demo seed', () => {
  it('seeds once when two starts race, and a later start adds nothing', async () => {
    expect([...firstStarts].sort()).toEqual([false, true]);
    const before = await rowCounts();
    // 3 demo accounts and, per merchant, the seeded players behind the winners board's history.
    expect(before).toEqual([2, 3 + 2 * HISTORY_PLAYERS_PER_MERCHANT, 4, expect.any(Number), 32]);
    expect(await seedDemo(database.db, clock)).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });

  it('R3.31 seeds the Philippines merchant: TLB, EN and TY', async () => {
    expect(await findMerchantByCode(database.db, 'ph')).toMatchObject({
      country: 'PH',
      currency: 'TLB',
      currencySymbol: '₱',
      langList: ['EN', 'TY'],
      systemStatus: 0,
    });
  });

  it('R3.32 seeds the Bangladesh merchant: BDT, EN and BN', async () => {
    expect(await findMerchantByCode(database.db, 'bd')).toMatchObject({
      country: 'BD',
      currency: 'BDT',
      currencySymbol: '৳',
      langList: ['EN', 'BN'],
    });
  });

  it('R3.47 seeds the demo accounts with scrypt hashes, agent01 (type 1) above demo01', async () => {
    const ph = (await findMerchantByCode(database.db, 'ph'))!;
    const bd = (await findMerchantByCode(database.db, 'bd'))!;
    const agent = (await findMemberByUsername(database.db, ph.id, 'agent01'))!;
    const demo = (await findMemberByUsername(database.db, ph.id, 'demo01'))!;
    const bdPlayer = (await findMemberByUsername(database.db, bd.id, 'bdplayer01'))!;
    expect([agent.type, demo.type, bdPlayer.type]).toEqual([1, 0, 0]);
    expect(demo.uplineId).toBe(agent.id);
    expect(await downlineIds(database.db, agent.id)).toEqual([demo.id]);
    expect([demo.currency, bdPlayer.currency]).toEqual(['TLB', 'BDT']);
    expect(demo.passwordHash).toMatch(/^scrypt\$/);
    expect(demo.passwordHash).not.toBe(bdPlayer.passwordHash);
    expect(await verifyPassword('Demo1234', demo.passwordHash)).toBe(true);
    expect(await verifyPassword('Agent1234', agent.passwordHash)).toBe(true);
    expect(await verifyPassword('Demo1234', bdPlayer.passwordHash)).toBe(true);
  });

  it('R4.30 seeds the affiliate code AGENT01 for agent01, also into a database seeded before it existed', async () => {
    const ph = (await findMerchantByCode(database.db, 'ph'))!;
    const agent = await findMemberByUsername(database.db, ph.id, 'agent01');
    expect(await agentOfAffiliateCode(database.db, ph.id, 'agent01', [1])).toMatchObject({ id: agent!.id });
    // A data folder from before registration: demo-v1 applied, the affiliate marker not.
    await database.db.delete(schema.affiliateCodes);
    await database.db.delete(schema.seedMarkers).where(eq(schema.seedMarkers.name, AFFILIATE_SEED));
    expect(await seedDemo(database.db, clock)).toBe(true);
    expect(await agentOfAffiliateCode(database.db, ph.id, 'AGENT01', [1])).toMatchObject({ id: agent!.id });
  });
});
