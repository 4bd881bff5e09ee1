import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCacheRegistry } from '../cache/cache-registry';
import { manualClock } from '../clock';
import {
  countGames,
  type GameFilter,
  hottestGames,
  launchableCounts,
  pageOfGames,
  vendorEntries,
  vendorsOf,
} from '../db/catalogue';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createCatalogueIndex } from './catalogue-index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(manualClock());
});
afterAll(() => database.close());

const byKey = <T extends { vendorCode: string; gameType: string; gameClassify: string | null }>(rows: T[]) =>
  [...rows].sort((a, b) =>
    `${a.vendorCode}${a.gameType}${a.gameClassify}`.localeCompare(
      `${b.vendorCode}${b.gameType}${b.gameClassify}`,
    ),
  );

describe('the in-memory catalogue answers what the SQL answers', () => {
  const filters: GameFilter[] = [
    { merchantCode: 'ph' },
    { merchantCode: 'bd' },
    { merchantCode: 'ph', gameType: 'RNG', gameClassify: 'JP' },
    { merchantCode: 'ph', gameType: 'RNG', isGame: 'GAME' },
    { merchantCode: 'bd', vendorCode: 'PT', isGame: 'GAME' },
    { merchantCode: 'bd', vendorCode: 'SV3' },
    { merchantCode: 'ph', isGame: 'VASSALAGE' },
    { merchantCode: 'ph', prizeMode: 'LOTT' },
    { merchantCode: 'ph', nameContains: 'Temple' },
    { merchantCode: 'ph', nameContains: '100%_' },
    { merchantCode: 'zz' },
  ];

  it.each(filters)('R7.31 the same games, order and total for %j', async (filter) => {
    const index = createCatalogueIndex({ db: database.db, caches: createCacheRegistry() });
    const kept = await index.matching(filter);
    expect(kept.length).toBe(await countGames(database.db, filter));
    const page = await pageOfGames(database.db, filter, { offset: 40, limit: 20 });
    expect(kept.slice(40, 60).map((game) => game.id)).toEqual(page.map((game) => game.id));
  });

  it('R7.30 R7.32 R7.33 the same vendors, hot games, counts and vendor entries per merchant', async () => {
    const index = createCatalogueIndex({ db: database.db, caches: createCacheRegistry() });
    for (const merchant of ['ph', 'bd']) {
      expect(await index.vendorsOf(merchant)).toEqual(await vendorsOf(database.db, merchant));
      expect(await index.hottest(merchant, 12)).toEqual(await hottestGames(database.db, merchant, 12));
      expect(byKey(await index.launchableCounts(merchant))).toEqual(
        byKey(await launchableCounts(database.db, merchant)),
      );
      expect(byKey(await index.launchableCounts(merchant, 'PT'))).toEqual(
        byKey(await launchableCounts(database.db, merchant, 'PT')),
      );
      expect((await index.vendorEntries(merchant)).map((game) => game.id)).toEqual(
        (await vendorEntries(database.db, merchant)).map((game) => game.id),
      );
      expect((await index.vendorEntries(merchant, 'ELOTT')).map((game) => game.id)).toEqual(
        (await vendorEntries(database.db, merchant, 'ELOTT')).map((game) => game.id),
      );
    }
  });

  it("R7.31 warm builds each merchant's offer from one read of the catalogue, before any list asks", async () => {
    const caches = createCacheRegistry();
    const index = createCatalogueIndex({ db: database.db, caches });
    await index.warm(['ph', 'bd']);
    expect(caches.sizes()).toMatchObject({
      'catalogue whole': 1,
      'catalogue offers': 2,
      'catalogue lists': 0,
    });
    // A list is then cut from memory: the offers are not built again.
    const offers = caches.sizes()['catalogue offers'];
    expect((await index.matching({ merchantCode: 'ph', gameType: 'RNG' })).length).toBeGreaterThan(0);
    expect(caches.sizes()['catalogue offers']).toBe(offers);
  });
});
