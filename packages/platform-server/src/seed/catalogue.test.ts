import { describe, expect, it } from 'vitest';
import { buildCatalogue, CATALOGUE_SIZE, HOT_RANKED } from './catalogue';
import { FOOTER_VENDOR_ICONS } from './catalogue-vendors';

const catalogue = buildCatalogue();

describe('the seeded catalogue', () => {
  it('is the same on every build: ids, codes, names and ranks', () => {
    const again = buildCatalogue();
    expect(again.games).toEqual(catalogue.games);
    expect(again.vendors).toEqual(catalogue.vendors);
  });

  it('R9.42 has 10,000 games with unique ids, game codes and names, nearly all slots', () => {
    expect(catalogue.games).toHaveLength(CATALOGUE_SIZE);
    expect(new Set(catalogue.games.map((game) => game.id)).size).toBe(CATALOGUE_SIZE);
    expect(new Set(catalogue.games.map((game) => game.gameCode)).size).toBe(CATALOGUE_SIZE);
    const launchable = catalogue.games.filter((game) => game.isGame !== 'VASSALAGE');
    expect(new Set(launchable.map((game) => game.name)).size).toBe(launchable.length);
    expect(catalogue.games.filter((game) => game.gameType === 'RNG').length).toBeGreaterThan(9_500);
  });

  it('gives every game a vendor of its own category', () => {
    const vendors = new Set(catalogue.vendors.map((vendor) => `${vendor.category}:${vendor.code}`));
    for (const game of catalogue.games) expect(vendors.has(`${game.gameType}:${game.vendorCode}`)).toBe(true);
  });

  it('R2.98 R9.16 uses the sub-types SC, VP, JP, TG, AC for slots and BG for bingo only', () => {
    const slotTypes = new Set(catalogue.games.filter((g) => g.gameType === 'RNG').map((g) => g.gameClassify));
    expect([...slotTypes].sort()).toEqual(['AC', 'JP', 'SC', 'TG', 'VP', null]);
    const bg = catalogue.games.filter((game) => game.gameClassify === 'BG');
    expect(bg.length).toBeGreaterThan(0);
    expect(bg.every((game) => game.gameType === 'BINGO')).toBe(true);
  });

  it('ranks a few dozen launchable, enabled games as hot, 1..n without gaps', () => {
    const ranks = catalogue.games
      .filter((game) => game.hotRank != null)
      .map((game) => {
        expect(game.isGame).not.toBe('VASSALAGE');
        expect(game.enabled).not.toBe(false);
        return game.hotRank!;
      })
      .sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: HOT_RANKED }, (_, index) => index + 1));
  });

  it('puts a few slots under maintenance (R8.27) and keeps the rest enabled', () => {
    const disabled = catalogue.games.filter((game) => game.enabled === false);
    expect(disabled.length).toBeGreaterThan(0);
    expect(disabled.length).toBeLessThan(20);
  });

  it('R3.46 the footer icon list is PG, EG2, PT, JDB, CQ9, FC, JL, BGS', () => {
    expect(FOOTER_VENDOR_ICONS).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
  });
});
