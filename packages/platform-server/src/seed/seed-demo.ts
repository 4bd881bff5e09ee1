import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { applyMembersOnce } from '../db/member-seed-writer';
import { applyAffiliateCodesOnce, applySeedOnce, isSeedApplied, type MemberSeed } from '../db/seed-writer';
import { hashPassword } from '../services/passwords';
import { seedCashier } from './cashier';
import { agentMadeAccounts, demoAccounts, demoAffiliateCodes } from './members';
import { merchantSeeds } from './merchants';
import { seedChatRooms } from './seed-chat-rooms';
import { seedHelpCenter } from './seed-help-center';
import { seedLobby } from './seed-lobby';
import { seedMemberCenter } from './seed-member-center';
import { seedMissions } from './seed-missions';
import { seedPlay } from './seed-play';
import { seedPoints } from './seed-points';
import { seedPromotions } from './seed-promotions';
import { seedReferrals } from './seed-referrals';

/** Bump the name when the demo data changes shape; each name is applied once per database. */
export const DEMO_SEED = 'demo-v1';
/** Added after demo-v1, so databases seeded before registration existed get the codes too. */
export const AFFILIATE_SEED = 'affiliate-codes-v1';
/** The agent-made demo account with the default password (newbie01). */
export const AGENT_MADE_SEED = 'agent-made-v1';

/**
 * Seeds what this database lacks: demo merchants and accounts, then the game catalogue and the
 * announcements (each under its own marker, so a database seeded before them still gets them).
 */
export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  const accounts = await seedAccounts(db, clock);
  const affiliates =
    !(await isSeedApplied(db, AFFILIATE_SEED)) &&
    (await applyAffiliateCodesOnce(db, AFFILIATE_SEED, demoAffiliateCodes, clock.now()));
  const agentMade = await seedAgentMade(db, clock);
  const lobby = await seedLobby(db, clock);
  // Wallets and the winners board's history need both the accounts and the catalogue.
  const play = await seedPlay(db, clock);
  const cashier = await seedCashier(db);
  const memberCenter = await seedMemberCenter(db, clock);
  const promotions = await seedPromotions(db, clock);
  const points = await seedPoints(db, clock);
  const missions = await seedMissions(db, clock);
  const helpCenter = await seedHelpCenter(db, clock);
  const chatRooms = await seedChatRooms(db);
  // After the member center's VIP ladders: the rebate rates are set on them.
  const referrals = await seedReferrals(db, clock);
  return (
    accounts ||
    affiliates ||
    agentMade ||
    lobby ||
    play ||
    cashier ||
    memberCenter ||
    promotions ||
    points ||
    missions ||
    helpCenter ||
    chatRooms ||
    referrals
  );
}

async function seedAccounts(db: Db, clock: Clock): Promise<boolean> {
  // The cheap look first; the marker insert below is what settles a race between two instances.
  if (await isSeedApplied(db, DEMO_SEED)) return false;
  const now = clock.now();
  // Hash before the transaction: scrypt is slow on purpose and must not hold the marker lock.
  const members: MemberSeed[] = await Promise.all(
    demoAccounts.map(async ({ password, agentMade, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      firstLogin: agentMade === true,
      passwordChangedAt: now,
      createdAt: now,
    })),
  );
  return applySeedOnce(db, DEMO_SEED, { merchants: merchantSeeds, members });
}

/** newbie01 into a database seeded before it existed; a fresh one has it from the demo seed. */
async function seedAgentMade(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, AGENT_MADE_SEED)) return false;
  const now = clock.now();
  const members = await Promise.all(
    agentMadeAccounts.map(async ({ password, agentMade: _agentMade, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      firstLogin: true,
      passwordChangedAt: now,
      createdAt: now,
    })),
  );
  return applyMembersOnce(db, AGENT_MADE_SEED, members);
}
