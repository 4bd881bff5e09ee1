import { and, count, eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';
import { seededDatabaseForFile } from '../testing/database-for-file';
import { CATALOGUE_SIZE } from './catalogue';
import { FB_SPORTS_SEED, seedLobby } from './seed-lobby';

const database = seededDatabaseForFile();
const { clock } = database;

const fbBook = () =>
  database.db.query.games.findFirst({ where: (row, { eq }) => eq(row.gameCode, 'FB-SPORTSBOOK') });
const gameCount = async () => (await database.db.select({ n: count() }).from(schema.games))[0]!.n;

describe('FB Sports in the catalogue (R7.41)', () => {
  it('R7.41 a new database has FB Sports and its book from the catalogue seed, once', async () => {
    expect(await fbBook()).toMatchObject({ vendorCode: 'FB', gameType: 'SPORTS', isGame: 'GAME' });
    expect(await gameCount()).toBe(CATALOGUE_SIZE);
    expect(await seedLobby(database.db, clock)).toBe(false);
    expect(await gameCount()).toBe(CATALOGUE_SIZE);
  });

  it('R7.41 a database seeded before FB Sports gets it once, after every nodeId already handed out', async () => {
    // A data folder from before it: catalogue-v1 applied without FB, the FB marker not.
    await database.db.delete(schema.games).where(eq(schema.games.vendorCode, 'FB'));
    await database.db
      .delete(schema.vendors)
      .where(and(eq(schema.vendors.code, 'FB'), eq(schema.vendors.category, 'SPORTS')));
    await database.db.delete(schema.seedMarkers).where(eq(schema.seedMarkers.name, FB_SPORTS_SEED));
    const [before] = await database.db
      .select({ id: max(schema.games.id), order: max(schema.games.sortOrder) })
      .from(schema.games);

    expect(await seedLobby(database.db, clock)).toBe(true);
    expect(await fbBook()).toMatchObject({
      id: before!.id! + 1,
      sortOrder: before!.order! + 1,
      vendorCode: 'FB',
      name: 'FB Sportsbook',
      names: { TY: 'FB Palakasan', BN: 'এফবি স্পোর্টস' },
    });
    expect(await gameCount()).toBe(CATALOGUE_SIZE);
    expect(await seedLobby(database.db, clock)).toBe(false);
    expect(await gameCount()).toBe(CATALOGUE_SIZE);
  });
});
