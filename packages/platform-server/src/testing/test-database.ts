import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import * as schema from '../db/schema/index';
import { seedDemo } from '../seed/seed-demo';
import { createKeyRing } from '../services/key-ring';
import { openPostgresCopy, testPostgresUrl } from './postgres-copies';

/** The catalogue (vendors, games) is seeded once and never written by a test, so it is not restored. */
export const catalogueTables: PgTable[] = [schema.vendors, schema.games];

// Parents before children, so the snapshot goes back in without breaking a foreign key. Every other
// table of the schema is here (test-database.test.ts checks): `truncate ... cascade` would empty a
// child left out without putting its seeded rows back.
export const restoredTables: PgTable[] = [
  schema.merchants,
  schema.domainRoutes,
  schema.whitelabelNodes,
  schema.validationRules,
  schema.registerSettings,
  schema.resources,
  schema.customerService,
  schema.members,
  schema.memberAncestors,
  schema.sessions,
  schema.loginFailures,
  schema.captchas,
  schema.loginSettings,
  schema.loginProofs,
  schema.socialSignInFlows,
  schema.memberIdentities,
  schema.passwordResets,
  schema.sliderPuzzles,
  schema.serverKeys,
  schema.seedMarkers,
  schema.favourites,
  schema.announcements,
  schema.helpTopics,
  schema.walletAccounts,
  schema.ledgerEntries,
  schema.bets,
  schema.gameLaunches,
  schema.recentGames,
  schema.affiliateCodes,
  schema.registrationDetails,
  schema.outbox,
  schema.smsCodes,
  schema.smsCodeGuards,
  schema.depositChannels,
  schema.deposits,
  schema.payoutProviders,
  schema.bankAccounts,
  schema.withdrawals,
  schema.withdrawalProofs,
  schema.paymentPasswords,
  schema.turnoverRequirements,
  schema.rewards,
  schema.vipLevels,
  schema.memberMessages,
  schema.rateEvents,
  schema.agentContracts,
  schema.agentContractPayments,
  schema.memberBetDays,
  schema.memberLedgerDays,
  schema.teamBetDays,
  schema.teamLedgerDays,
  schema.rollupDeltas,
  schema.promotions,
  schema.promotionTexts,
  schema.promotionBanners,
  schema.promotionJoins,
  schema.promotionClaims,
  schema.promotionApplications,
  schema.promotionApplicationImages,
  schema.feedback,
  schema.feedbackImages,
  schema.chatRooms,
  schema.chatMessages,
  schema.memberIcons,
  schema.pointSettings,
  schema.pointAccounts,
  schema.pointEntries,
  schema.pointRewards,
  schema.pointRewardTexts,
  schema.pointRedemptions,
  schema.missions,
  schema.missionClaims,
  schema.signInTasks,
  schema.signIns,
  schema.referralCodes,
  schema.memberReferrals,
  schema.vipRebates,
];

export interface TestDatabase extends Database {
  /** Puts every table back to the migrated, seeded state this file started from. */
  reset(): Promise<void>;
  /** Makes the current state the one `reset()` restores (a file's own fixtures, such as sessions). */
  remember(): Promise<void>;
}

/**
 * A new database is migrated and seeded before the file's first test: on a machine shared by several
 * test runs that can take longer than the config's hook time-out.
 */
export const SETUP_TIMEOUT_MS = 180_000;

/**
 * A migrated, seeded and keyed database of this test file's own: an in-memory PGlite seeded with
 * `clock`, or with LOBBYKIT_TEST_POSTGRES_URL set a copy of that cluster's template.
 */
export async function openSeededDatabase(clock: Clock): Promise<Database> {
  const postgresUrl = testPostgresUrl();
  if (postgresUrl) return openPostgresCopy(postgresUrl, clock);
  const database = await openDatabase();
  await database.migrate();
  await seedDemo(database.db, clock);
  await createKeyRing({ db: database.db, clock }).current();
  return database;
}

/**
 * One database per test file (a fresh one costs seconds and hundreds of MB): an in-memory PGlite,
 * or with LOBBYKIT_TEST_POSTGRES_URL set a copy on that PostgreSQL cluster; migrated, seeded and
 * given its key pair once, then reset between tests by restoring that snapshot.
 */
export async function createTestDatabase(clock: Clock): Promise<TestDatabase> {
  const database = await openSeededDatabase(clock);

  const snapshot = new Map<PgTable, Record<string, unknown>[]>();
  const remember = async () => {
    for (const table of restoredTables) snapshot.set(table, await database.db.select().from(table));
  };
  await remember();
  const names = restoredTables.map((table) => `"${getTableName(table)}"`).join(', ');

  return {
    ...database,
    remember,
    async reset() {
      await database.db.transaction(async (tx) => {
        // Identities keep counting up, so restored ids never collide with the next insert.
        await tx.execute(sql.raw(`truncate ${names} cascade`));
        // Rows go back as they were: the rollup triggers (bets -> member_bet_days -> team_bet_days,
        // ledger_entries -> member_ledger_days, members -> member_ancestors) would count them twice.
        await tx.execute(sql.raw(`set local session_replication_role = replica`));
        for (const table of restoredTables) {
          const rows = snapshot.get(table)!;
          if (rows.length > 0) await tx.insert(table).values(rows);
        }
      });
    },
  };
}
