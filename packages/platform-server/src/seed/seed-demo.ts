import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { applyAffiliateCodesOnce, applySeedOnce, isSeedApplied, type MemberSeed } from '../db/seed-writer';
import { hashPassword } from '../services/passwords';
import { demoAccounts, demoAffiliateCodes } from './members';
import { merchantSeeds } from './merchants';
import { seedLobby } from './seed-lobby';
import { seedPlay } from './seed-play';

/** Bump the name when the demo data changes shape; each name is applied once per database. */
export const DEMO_SEED = 'demo-v1';
/** Added after demo-v1, so databases seeded before registration existed get the codes too. */
export const AFFILIATE_SEED = 'affiliate-codes-v1';

/**
 * Seeds what this database lacks: demo merchants and accounts, then the game catalogue and the
 * announcements (each under its own marker, so a database seeded before them still gets them).
 */
export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  const accounts = await seedAccounts(db, clock);
  const affiliates =
    !(await isSeedApplied(db, AFFILIATE_SEED)) &&
    (await applyAffiliateCodesOnce(db, AFFILIATE_SEED, demoAffiliateCodes, clock.now()));
  const lobby = await seedLobby(db, clock);
  // Wallets and the winners board's history need both the accounts and the catalogue.
  const play = await seedPlay(db, clock);
  return accounts || affiliates || lobby || play;
}

async function seedAccounts(db: Db, clock: Clock): Promise<boolean> {
  // The cheap look first; the marker insert below is what settles a race between two instances.
  if (await isSeedApplied(db, DEMO_SEED)) return false;
  const now = clock.now();
  // Hash before the transaction: scrypt is slow on purpose and must not hold the marker lock.
  const members: MemberSeed[] = await Promise.all(
    demoAccounts.map(async ({ password, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      firstLogin: false,
      passwordChangedAt: now,
      createdAt: now,
    })),
  );
  return applySeedOnce(db, DEMO_SEED, { merchants: merchantSeeds, members });
}
