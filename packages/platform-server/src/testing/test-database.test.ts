import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import * as schema from '../db/schema/index';
import { catalogueTables, createTestDatabase, restoredTables, type TestDatabase } from './test-database';

const clock = manualClock();
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase(clock);
}, 120_000);
afterAll(() => database.close());

describe('the test database', () => {
  it('restores every table of the schema but the seeded-once catalogue', () => {
    const tables = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table));
    const covered = [...restoredTables, ...catalogueTables].map((table) => getTableName(table));
    expect([...tables].sort()).toEqual([...covered].sort());
  });

  it('reset() takes back rows a test wrote and keeps the rows a file remembered, children of merchants too', async () => {
    const [merchant] = await database.db.select().from(schema.merchants).limit(1);
    await database.db.insert(schema.loginSettings).values({ merchantId: merchant!.id, sliderCheck: true });
    await database.remember();
    await database.db.insert(schema.sliderPuzzles).values({
      idHash: 'a'.repeat(64),
      targetX: 100,
      createdAt: clock.now(),
      expiresAt: clock.now(),
    });

    await database.reset();

    expect(await database.db.select().from(schema.sliderPuzzles)).toEqual([]);
    // truncate ... cascade from merchants empties login_settings; the snapshot must put it back.
    expect(await database.db.select().from(schema.loginSettings)).toEqual([
      { merchantId: merchant!.id, newIpProof: 'off', sliderCheck: true },
    ]);
  });
});
