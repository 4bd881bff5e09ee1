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
import { AFFILIATE_SEED, AGENT_MADE_SEED, seedDemo } from './seed-demo';
import { HISTORY_PLAYERS_PER_MERCHANT } from './winners-history';

const clock = manualClock();
let database: Database;
let firstStarts: boolean[];

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
  // Two instances starting at once on an empty database: each concept's marker row lets exactly one
  // of them write it (one may win the accounts and the other a later concept, so both may say true).
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
    expect(firstStarts).toContain(true);
    const before = await rowCounts();
    // 4 demo accounts, demo01's referred friend (friend01) and, per merchant, the seeded players
    // behind the winners board's history.
    expect(before).toEqual([2, 5 + 2 * HISTORY_PLAYERS_PER_MERCHANT, 4, expect.any(Number), 32]);
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
    const newbie = (await findMemberByUsername(database.db, ph.id, 'newbie01'))!;
    expect(await downlineIds(database.db, agent.id)).toEqual([demo.id, newbie.id]);
    expect([demo.currency, bdPlayer.currency]).toEqual(['TLB', 'BDT']);
    expect(demo.passwordHash).toMatch(/^scrypt\$/);
    expect(demo.passwordHash).not.toBe(bdPlayer.passwordHash);
    expect(await verifyPassword('Demo1234', demo.passwordHash)).toBe(true);
    expect(await verifyPassword('Agent1234', agent.passwordHash)).toBe(true);
    expect(await verifyPassword('Demo1234', bdPlayer.passwordHash)).toBe(true);
  });

  it('R9.10 seeds newbie01 as made by agent01: the default password and a first login, also into an older database', async () => {
    const ph = (await findMerchantByCode(database.db, 'ph'))!;
    const newbie = (await findMemberByUsername(database.db, ph.id, 'newbie01'))!;
    expect(newbie).toMatchObject({ firstLogin: true, passwordTemporary: false, type: 0 });
    expect(await verifyPassword(ph.defaultPassword, newbie.passwordHash)).toBe(true);
    // A data folder from before it: demo-v1 applied, the agent-made marker not.
    await database.db.delete(schema.members).where(eq(schema.members.id, newbie.id));
    await database.db.delete(schema.seedMarkers).where(eq(schema.seedMarkers.name, AGENT_MADE_SEED));
    expect(await seedDemo(database.db, clock)).toBe(true);
    expect(await findMemberByUsername(database.db, ph.id, 'newbie01')).toMatchObject({ firstLogin: true });
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
