import { launchGame } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $gameType, type GameMenus } from '../stores/lobby';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture, menusFixture, recordEvents, signIn, vendorFixture } from '../testing/lobby-fixtures';
import { categoryClick } from './category-click';
import { opensVendorList, sideMenuCategories, topNavigation, vendorMenu } from './navigation';
import { startVendor } from './start-game';

let harness: Harness;
let events: ReturnType<typeof recordEvents>;

beforeEach(() => {
  harness = setUpRuntime();
  events = recordEvents();
  $gameType.set('HOME');
});
afterEach(() => vi.unstubAllGlobals());

const names = (menus: { gameCategory: string }[]) => menus.map((entry) => entry.gameCategory);

describe('sideMenuCategories', () => {
  it('R2.31 is HOME plus the vendor categories', () => {
    const menu = sideMenuCategories(menusFixture());
    expect(menu[0]).toEqual({ gameCategory: 'HOME', vendors: [] });
    expect(names(menu)).toEqual([
      'HOME',
      'ELOTT',
      'LOTT',
      'LIVE',
      'BINGO',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'RNG',
      'PVP',
      'COCKFIGHT',
    ]);
  });

  it('R2.30 leaves out a category without a vendor', () => {
    const menus = menusFixture().map((entry) =>
      entry.gameCategory === 'FISH' ? { ...entry, vendors: [] } : entry,
    );
    expect(names(sideMenuCategories(menus))).not.toContain('FISH');
  });

  it('R2.32 R2.33 puts BINGO right after LIVE and ESPORTS right after SPORTS whatever the server order', () => {
    const shuffled = [...menusFixture()].reverse();
    const order = names(sideMenuCategories(shuffled));
    expect(order[order.indexOf('LIVE') + 1]).toBe('BINGO');
    expect(order[order.indexOf('SPORTS') + 1]).toBe('ESPORTS');
  });

  it('R2.33 splits e-sports vendors listed under sports into ESPORTS', () => {
    const esports = vendorFixture('AV', 'ESPORTS', gameFixture({ vassalage: 'AV', gameType: 'ESPORTS' }));
    const menus: GameMenus = [
      { gameCategory: 'SPORTS', vendors: [vendorFixture('IBC', 'SPORTS'), esports] },
      { gameCategory: 'LIVE', vendors: [vendorFixture('AG', 'LIVE')] },
    ];
    const menu = sideMenuCategories(menus);
    expect(names(menu)).toEqual(['HOME', 'SPORTS', 'ESPORTS', 'LIVE']);
    expect(menu[1]?.vendors.map((card) => card.vassalage)).toEqual(['IBC']);
    expect(menu[2]?.vendors.map((card) => card.vassalage)).toEqual(['AV']);
  });
});

describe('topNavigation', () => {
  it('R2.29 lists home, promotions, e-lottery, lottery, live, sports, fishing, slots, PVP, esports, hot in order', () => {
    const items = topNavigation(menusFixture());
    expect(items.map((item) => [item.id, item.path])).toEqual([
      ['home', '/'],
      ['promotions', '/promotions'],
      ['ELOTT', '/elott'],
      ['LOTT', '/lott'],
      ['LIVE', '/live'],
      ['SPORTS', '/sports'],
      ['FISH', '/fish'],
      ['RNG', '/rng'],
      ['PVP', '/pvp'],
      ['ESPORTS', '/esports'],
      ['hot', '/hot'],
    ]);
  });

  it('R2.30 shows a game category only with a vendor, home and promotions always', () => {
    const items = topNavigation([{ gameCategory: 'RNG', vendors: [vendorFixture('CQ9', 'RNG')] }]);
    expect(items.map((item) => item.id)).toEqual(['home', 'promotions', 'RNG', 'hot']);
    expect(topNavigation([]).map((item) => item.id)).toEqual(['home', 'promotions', 'hot']);
  });
});

describe('vendorMenu', () => {
  it('R2.56 uses the large layout over 10 vendors', () => {
    const rng = menusFixture().find((entry) => entry.gameCategory === 'RNG');
    expect(rng && vendorMenu(rng).large).toBe(true);
    const ten = { vendors: Array.from({ length: 10 }, (_, i) => vendorFixture(`V${i}`, 'RNG')) };
    expect(vendorMenu(ten)).toEqual({ vendors: ten.vendors, large: false });
  });
});

describe('categoryClick', () => {
  it("R2.57 goes to the category's page when it has several vendors", async () => {
    const live = menusFixture().find((entry) => entry.gameCategory === 'LIVE');
    expect(live && (await categoryClick(live))).toEqual({ outcome: 'navigated', path: '/live' });
    expect(events.paths).toEqual(['/live']);
  });

  it('R2.58 launches the vendor when the category has a single one', async () => {
    await signIn(harness);
    harness.platform.on(launchGame, { url: 'http://api.test/demo-game?token=s' });
    const cockfight = menusFixture().find((entry) => entry.gameCategory === 'COCKFIGHT');
    expect(cockfight && (await categoryClick(cockfight))).toMatchObject({ outcome: 'launched' });
    expect(harness.platform.calls(launchGame)[0]?.body).toMatchObject({
      gameCode: 'SV3-COCKPIT',
    });
  });

  it('R4.48 R2.55 a category with several vendors and no page of its own becomes the game type and offers its vendors', async () => {
    const bingo = menusFixture().find((entry) => entry.gameCategory === 'BINGO');
    expect(bingo && opensVendorList(bingo)).toBe(true);
    expect(bingo && (await categoryClick(bingo))).toEqual({
      outcome: 'vendors',
      gameCategory: 'BINGO',
      vendors: bingo?.vendors,
    });
    expect($gameType.get()).toBe('BINGO');
    expect(events.paths).toEqual([]);
  });

  it('R2.57 R2.58 a vendor list is only for several vendors without a page', () => {
    const bingo = [vendorFixture('JL', 'BINGO'), vendorFixture('BGS', 'BINGO')];
    expect(opensVendorList({ gameCategory: 'BINGO', vendors: bingo })).toBe(true);
    expect(opensVendorList({ gameCategory: 'BINGO', vendors: bingo.slice(0, 1) })).toBe(false);
    expect(
      opensVendorList({
        gameCategory: 'LIVE',
        vendors: [vendorFixture('AG', 'LIVE'), vendorFixture('EA', 'LIVE')],
      }),
    ).toBe(false);
    expect(opensVendorList({ gameCategory: 'HOME', vendors: [] })).toBe(false);
  });

  it("R2.99 R4.57 choosing a bingo vendor from the list opens that vendor's popup game list", async () => {
    await signIn(harness);
    const bingo = menusFixture().find((entry) => entry.gameCategory === 'BINGO');
    const outcome = bingo && (await categoryClick(bingo));
    const chosen = outcome?.outcome === 'vendors' ? outcome.vendors[0] : undefined;
    expect(chosen && (await startVendor(chosen))).toEqual({
      outcome: 'vendorGames',
      vassalage: 'JL',
      gameType: 'BINGO',
    });
  });
});
