import { brotliDecompressSync } from 'node:zlib';
import { ErrorCode, Header } from '@lobbykit/api-client';
import { gameList, gameMenus, gameVendor, hotGames, vassGameType } from '@lobbykit/api-client/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';

// Every test here only reads the catalogue, so the database is never reset between them.
const t = testPlatformForFile({ resetEachTest: false });

const list = (query: Record<string, string>, merchant?: string) =>
  t.value(gameList, { query, ...(merchant ? { merchant } : {}) });
const total = async (query: Record<string, string>, merchant?: string) =>
  (await list({ ...query, isGame: 'GAME', pageSize: '1' }, merchant)).totalCount;

describe('the catalogue', () => {
  it('R9.42 holds about 10,000 games, nearly all of them slots', async () => {
    const all = await list({ pageSize: '1' });
    expect(all.totalCount).toBeGreaterThanOrEqual(9_900);
    expect(all.totalCount).toBeLessThanOrEqual(10_000);
    expect(await total({ gameType: 'RNG' })).toBeGreaterThan(9_500);
  });

  it.each([
    ['R3.38', 'FISH', ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG']],
    ['R3.39', 'LIVE', ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP']],
    ['R3.40', 'PVP', ['KX', 'KY', 'TH', 'WS', 'XY']],
    ['R3.41', 'RNG', ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD']],
    // FB Sports joins R3.42's three: the vendor of R7.41's FB launch.
    ['R3.42', 'SPORTS', ['IBC', 'SBT', 'UG', 'FB']],
    ['R3.43', 'ESPORTS', ['IMES', 'AV']],
    ['R3.44', 'COCKFIGHT', ['SV3']],
  ])('%s has every %s vendor code of the spec, each with games', async (_r, category, codes) => {
    const menus = await t.value(gameMenus);
    const entry = menus.find((menu) => menu.gameCategory === category);
    expect(entry?.vendors.map((vendor) => vendor.vassalage).sort()).toEqual([...codes].sort());
    for (const vendor of entry!.vendors) {
      expect(vendor.gameCount).toBeGreaterThan(0);
      expect(await total({ gameType: category, vassalage: vendor.vassalage })).toBe(vendor.gameCount);
    }
  });

  it('issue 13 the game menus, the largest answer of the lobby, go to a browser in brotli: the same JSON in a sixth of the bytes', async () => {
    const ask = (acceptEncoding?: string) =>
      t.platform.fetch(
        new Request('http://platform.test/lgw/games/game_menus?device=WEB&clientType=3&language=EN', {
          headers: {
            [Header.merchant]: 'ph',
            ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
          },
        }),
      );
    const plain = Buffer.from(await (await ask()).arrayBuffer());
    const answer = await ask('gzip, deflate, br, zstd');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    expect(answer.headers.get('Vary')).toContain('Accept-Encoding');
    expect(bytes.length).toBeLessThan(plain.length / 6);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(JSON.parse(plain.toString()));
  });

  it('R3.45 lottery entries carry the prize modes LOTT, ZY, ELOTT and SEA', async () => {
    const lottery = await list({ gameType: 'LOTT', pageSize: '50' });
    const elottery = await list({ gameType: 'ELOTT', pageSize: '50' });
    const modes = new Set([...lottery.games, ...elottery.games].map((game) => game.prizeMode));
    expect([...modes].sort()).toEqual(['ELOTT', 'LOTT', 'SEA', 'ZY']);
    expect(lottery.games.map((game) => game.vassalage)).toEqual(
      expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']),
    );
  });

  it('R3.12 answers game cards with every field of the spec and absolute art URLs', async () => {
    const [game] = (await list({ gameType: 'RNG', pageSize: '1' })).games;
    expect(game).toMatchObject({
      nodeId: expect.any(Number),
      vassalage: expect.any(String),
      gameType: 'RNG',
      isGame: 'GAME',
      gameCode: expect.stringMatching(/-RNG-\d{4}$/),
    });
    expect(game!.gameName).toBe(game!.displayName);
    expect(game!.nodeName).toBe(game!.displayName);
    expect(game!.iconUrl).toBe(`http://platform.test/cdn/images/games/${game!.nodeId}.webp`);
    expect(game!.showIcon).toBe(game!.iconUrl);
    expect(game!.lagerIcon).toBe(`http://platform.test/cdn/images/games/${game!.nodeId}-tile.webp`);
  });

  it('R2.98 spreads slots over the sub-types SC, VP, JP, TG and AC, and BG is bingo', async () => {
    for (const classify of ['SC', 'VP', 'JP', 'TG', 'AC']) {
      expect(await total({ gameType: 'RNG', gameClassify: classify })).toBeGreaterThan(100);
    }
    expect(await total({ gameType: 'RNG', gameClassify: 'BG' })).toBe(0);
  });

  it('names every game in the caller language where it has one, else in English', async () => {
    const query = { gameType: 'COCKFIGHT' };
    const [english] = (await t.value(gameList, { query, headers: { Language: 'EN' } })).games;
    const [filipino] = (await t.value(gameList, { query, headers: { Language: 'TY' } })).games;
    expect(english!.displayName).toBe('SV388 Live Cockpit');
    expect(filipino!.displayName).toBe('SV388 Sabong');
    expect(filipino!.gameName).toBe('SV388 Live Cockpit');
  });
});

describe('R7.31 the game list', () => {
  it('filters by gameType and pages with totals', async () => {
    const first = await list({ gameType: 'PVP', isGame: 'GAME', pageNo: '1', pageSize: '30' });
    const second = await list({ gameType: 'PVP', isGame: 'GAME', pageNo: '4', pageSize: '30' });
    expect(first).toMatchObject({ totalCount: 100, pageNo: 1, pageSize: 30, totalPages: 4 });
    expect(first.games).toHaveLength(30);
    expect(second.games).toHaveLength(10);
    expect(first.games.every((game) => game.gameType === 'PVP')).toBe(true);
    const ids = new Set([...first.games, ...second.games].map((game) => game.nodeId));
    expect(ids.size).toBe(40);
  });

  it('R2.12 a vendor filter answers only that vendor, without its own VASSALAGE entry', async () => {
    const page = await list({ gameType: 'RNG', vassalage: 'CQ9', pageSize: '100' });
    expect(page.totalCount).toBeGreaterThan(500);
    expect(page.games.every((game) => game.vassalage === 'CQ9' && game.isGame === 'GAME')).toBe(true);
    const live = await list({ gameType: 'LIVE', vassalage: 'AG', pageSize: '100' });
    expect(live.totalCount).toBe(12);
    expect(live.games.every((game) => game.isGame === 'GAME')).toBe(true);
  });

  it('R3.13 lists vendor entries (VASSALAGE) of the live section when asked for them', async () => {
    const entries = await list({ gameType: 'LIVE', isGame: 'VASSALAGE', pageSize: '20' });
    expect(entries.games.map((game) => game.vassalage)).toHaveLength(9);
    expect(entries.games.every((game) => game.isGame === 'VASSALAGE')).toBe(true);
  });

  it('R9.16 gameClassify BG answers the bingo games', async () => {
    const bingo = await list({ gameClassify: 'BG', pageSize: '100' });
    expect(bingo.totalCount).toBe(24);
    expect(bingo.games.every((game) => game.gameType === 'BINGO' && game.gameClassify === 'BG')).toBe(true);
  });

  it('searches names anywhere and ignoring case, combined with the other filters', async () => {
    const [someGame] = (await list({ gameType: 'RNG', vassalage: 'PNG', pageNo: '3' })).games;
    const word = someGame!.gameName.split(' ')[1]!;
    const found = await list({ gameName: word.toUpperCase(), pageSize: '100' });
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.games.every((game) => game.gameName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const exact = await list({ gameName: ` ${someGame!.gameName.toLowerCase()} ` });
    expect(exact.games.map((game) => game.nodeId)).toContain(someGame!.nodeId);
    const narrowed = await list({ gameName: word, vassalage: 'PNG', pageSize: '100' });
    expect(narrowed.games.every((game) => game.vassalage === 'PNG')).toBe(true);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list({ gameName: '%' })).totalCount).toBe(0);
    expect((await list({ gameName: '_' })).totalCount).toBe(0);
  });

  it('answers an empty page past the end and for a known vendor outside the category', async () => {
    const past = await list({ gameType: 'SPORTS', pageNo: '5' });
    expect(past).toMatchObject({ games: [], totalCount: 4, totalPages: 1 });
    expect((await list({ gameType: 'RNG', vassalage: 'IBC' })).totalCount).toBe(0);
  });

  it('offers a vendor only to the merchants that carry it', async () => {
    expect(await total({ gameType: 'COCKFIGHT' }, 'ph')).toBe(1);
    expect(await total({ gameType: 'COCKFIGHT' }, 'bd')).toBe(0);
    const refused = await t.request('GET', gameList.path, { query: { vassalage: 'SV3' }, merchant: 'bd' });
    expect(refused.status).toBe(404);
  });
});

describe('bad input to the game list', () => {
  it.each([
    ['pageSize', '0'],
    ['pageSize', '1000'],
    ['pageNo', '-1'],
    ['pageNo', 'two'],
    ['gameType', 'CASINO'],
    ['gameClassify', 'XX'],
    ['gameName', 'x'.repeat(65)],
    ['vassalage', 'A G'],
  ])('refuses %s=%s with 400 and the field', async (field, value) => {
    const answer = await t.request('GET', gameList.path, { query: { [field]: value } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.validation, field });
  });

  it('refuses a merchant query that is not the Merchant header', async () => {
    const answer = await t.request('GET', gameList.path, { query: { merchant: 'bd' }, merchant: 'ph' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'merchant' });
  });

  it('answers an unknown vendor with 404 not_found', async () => {
    const answer = await t.request('GET', gameList.path, { query: { vassalage: 'NOPE' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.notFound, field: 'vassalage' });
  });
});

describe('hot games, menus, lanes and vendor types', () => {
  it('R7.32 R9.17 answers the hot list hottest first, capped at 12', async () => {
    const { list: hot } = await t.value(hotGames, {
      query: { merchantCode: 'ph', isPlatform: '2', platform: 'flash,html5-desktop', language: 'EN' },
    });
    expect(hot).toHaveLength(12);
    expect(new Set(hot.map((game) => game.nodeId)).size).toBe(12);
    expect(hot.every((game) => game.isGame === 'GAME')).toBe(true);
    expect(hotGames.cache).toBe('session');
  });

  it('R7.30 R3.19 R2.30 menus list categories in side-menu order, each with its vendors', async () => {
    const ph = await t.value(gameMenus);
    expect(ph.map((menu) => menu.gameCategory)).toEqual([
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
    const bd = await t.value(gameMenus, { merchant: 'bd' });
    expect(bd.map((menu) => menu.gameCategory)).not.toContain('COCKFIGHT');
  });

  it('R2.58 a vendor card names what a click starts: its list entry, its lobby game, or nothing for slots', async () => {
    const menus = await t.value(gameMenus);
    const vendor = (category: string, code: string) =>
      menus.find((menu) => menu.gameCategory === category)!.vendors.find((card) => card.vassalage === code)!;
    expect(vendor('LIVE', 'AG').entry).toMatchObject({
      isGame: 'VASSALAGE',
      vassalage: 'AG',
      gameType: 'LIVE',
    });
    expect(vendor('SPORTS', 'IBC').entry).toMatchObject({ isGame: 'GAME', gameCode: 'IBC-SPORTSBOOK' });
    expect(vendor('RNG', 'PT').entry).toBeNull();
    expect(vendor('RNG', 'PT').logoUrl).toBe('http://platform.test/cdn/images/vendors/PT.webp');
  });

  it('R7.46 lottery menus with a prize mode list only the vendors offering it', async () => {
    const menus = await t.value(gameMenus, { query: { prizeMode: 'ELOTT', device: 'WEB' } });
    expect(menus.map((menu) => menu.gameCategory)).toEqual(['ELOTT']);
    expect(menus[0]!.vendors.map((card) => [card.vassalage, card.entry?.prizeMode])).toEqual([
      ['ELOTT', 'ELOTT'],
      ['TCG_LOTTO_VN', 'ELOTT'],
    ]);
    const sea = await t.value(gameMenus, { query: { prizeMode: 'SEA' } });
    expect(sea.flatMap((menu) => menu.vendors.map((card) => card.vassalage))).toEqual(['TCG_SEA']);
  });

  it('R7.34 R3.18 vendor lanes: one per category, cards with vassalage; cached in session', async () => {
    const { data } = await t.value(gameVendor, { query: { merchantCode: 'ph' } });
    expect(data.lanes.map((lane) => lane.title)).toEqual(
      (await t.value(gameMenus)).map((m) => m.gameCategory),
    );
    const elott = data.lanes.find((lane) => lane.title === 'ELOTT')!;
    expect(elott.cards.map((card) => card.vassalage)).toContain('TCG_LOTTO_VN');
    expect(gameVendor.cache).toBe('session');
  });

  it('R7.33 a vendor game type answers its categories and sub-type counts', async () => {
    const ag = await t.value(vassGameType, { query: { vassalage: 'AG' } });
    expect(ag.gameTypes.map((entry) => entry.gameType)).toEqual(['LIVE', 'FISH', 'RNG']);
    const rng = ag.gameTypes.find((entry) => entry.gameType === 'RNG')!;
    expect(rng.subTypes.reduce((sum, entry) => sum + entry.gameCount, 0)).toBeLessThan(rng.gameCount);
    expect(rng.subTypes.map((entry) => entry.gameClassify)).toEqual(['AC', 'JP', 'SC', 'TG', 'VP']);
    const missing = await t.request('GET', vassGameType.path, { query: { vassalage: 'NOPE' } });
    expect(missing.status).toBe(404);
  });
});

async function fetchSvg(url: string) {
  const response = await t.platform.fetch(new Request(url));
  return { response, text: await response.text() };
}

describe('generated artwork', () => {
  it('serves a game icon and tile as small, immutable WebP, drawn once and revalidated by ETag', async () => {
    const [game] = (await t.value(gameList, { query: { gameType: 'RNG', pageSize: '1' } })).games;
    for (const [url, width] of [
      [game!.iconUrl, 240],
      [game!.lagerIcon, 400],
    ] as const) {
      const response = await t.platform.fetch(new Request(url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = Buffer.from(await response.arrayBuffer());
      // RIFF....WEBP, and the width in the VP8 frame header.
      expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await sharp(body).metadata()).width).toBe(width);
      expect(body.byteLength).toBeLessThan(12_000);
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.platform.fetch(new Request(url, { headers: { 'If-None-Match': etag } }));
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const other = await t.platform.fetch(new Request(url, { headers: { 'If-None-Match': '"other"' } }));
      expect(Buffer.from(await other.arrayBuffer()).equals(body)).toBe(true);
    }
  });

  it('serves the SVG each game image is drawn from, small and immutable', async () => {
    const [game] = (await t.value(gameList, { query: { gameType: 'RNG', pageSize: '1' } })).games;
    for (const url of [game!.iconUrl, game!.lagerIcon].map((webp) => webp.replace(/\.webp$/, '.svg'))) {
      const { response, text } = await fetchSvg(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(Buffer.byteLength(text)).toBeLessThan(1_500);
    }
    const svgUrl = game!.iconUrl.replace(/\.webp$/, '.svg');
    expect((await fetchSvg(svgUrl)).text).toBe((await fetchSvg(svgUrl)).text);
  });

  it("escapes text drawn into an image: Play'n GO's apostrophe is an entity", async () => {
    const menus = await t.value(gameMenus);
    const png = menus.flatMap((menu) => menu.vendors).find((card) => card.vassalage === 'PNG')!;
    const { text } = await fetchSvg(png.logoUrl.replace(/\.webp$/, '.svg'));
    expect(text).toContain('aria-label="Play&#39;n GO"');
    expect(text).not.toContain("Play'n");
  });

  it('R3.46 serves logos for every catalogue vendor and the footer icon list', async () => {
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'TCG_LOTTO_VN']) {
      const { response } = await fetchSvg(`http://platform.test/cdn/images/vendors/${code}.svg`);
      expect(response.status).toBe(200);
    }
  });

  it('R3.46 links every vendor logo as a 160 px WebP drawn from its SVG, revalidated by ETag', async () => {
    const menus = await t.value(gameMenus);
    const logos = [...new Set(menus.flatMap((menu) => menu.vendors.map((card) => card.logoUrl)))];
    expect(logos.length).toBeGreaterThan(10);
    // Each distinct SVG <img> costs the browser a document on its main thread; a WebP decodes off it.
    for (const url of logos) expect(url).toMatch(/\/cdn\/images\/vendors\/[A-Za-z0-9_]+\.webp$/);
    for (const url of [logos[0]!, 'http://platform.test/cdn/images/vendors/EG2.webp']) {
      const response = await t.platform.fetch(new Request(url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(await sharp(body).metadata()).toMatchObject({ width: 160, height: 80 });
      expect(body.byteLength).toBeLessThan(6_000);
      const again = await t.platform.fetch(
        new Request(url, { headers: { 'If-None-Match': response.headers.get('etag')! } }),
      );
      expect(again.status).toBe(304);
    }
  });

  it('serves the demo banners per language', async () => {
    const { response, text } = await fetchSvg('http://platform.test/cdn/images/banners/ph-welcome.ty.svg');
    expect(response.status).toBe(200);
    expect(text).toContain('Doblehin');
  });

  it.each([
    '/cdn/images/games/999999.svg',
    '/cdn/images/games/abc.svg',
    '/cdn/images/games/1.png',
    '/cdn/images/games/999999.webp',
    '/cdn/images/games/1.svg.webp',
    '/cdn/images/vendors/NOPE.svg',
    '/cdn/images/vendors/NOPE.webp',
    '/cdn/images/vendors/PT.png',
    '/cdn/images/vendors/%3Cscript%3E.svg',
    '/cdn/images/banners/ph-welcome.bn.svg',
    '/cdn/images/banners/nothing.en.svg',
  ])('answers %s with 404', async (path) => {
    const { response, text } = await fetchSvg(`http://platform.test${path}`);
    expect(response.status).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});
