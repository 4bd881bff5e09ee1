import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminCreateAnnouncement, announcements } from './announcements';
import { addFavoriteGame, favoriteGames, favoriteGamesList, removeFavoriteGame } from './favourites';
import { gameList, gameMenus, gameVendor, hotGames, vassGameType } from './games';

describe('games, favourites and announcements declarations', () => {
  it('R7.30-R7.34 declares the games reads on the spec paths; hot games and vendors are cached (R9.26)', () => {
    expect(gameMenus).toMatchObject({ method: 'GET', path: '/lgw/games/game_menus', auth: 'public' });
    expect(gameList).toMatchObject({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', cache: 'none' });
    expect(hotGames).toMatchObject({
      method: 'GET',
      path: '/wps/relay/GCSGAME_hotGamesV2',
      cache: 'session',
    });
    expect(vassGameType).toMatchObject({ method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType' });
    expect(gameVendor).toMatchObject({
      method: 'GET',
      path: '/wps/relay/GCSGAME_gameVendor',
      cache: 'session',
    });
  });

  it('R7.35-R7.38 declares the favourites calls for members, add as POST and remove as DELETE', () => {
    expect(favoriteGames).toMatchObject({
      method: 'GET',
      auth: 'member',
      path: '/wps/relay/MCSFE_getFavoriteGames',
    });
    expect(favoriteGamesList).toMatchObject({ method: 'GET', auth: 'member' });
    expect(addFavoriteGame).toMatchObject({ method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2' });
    expect(removeFavoriteGame).toMatchObject({
      method: 'DELETE',
      path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    });
  });

  it('R7.31 reads the game list query from strings, with page 1 of 10 by default', () => {
    expect(v.parse(gameList.request, {})).toMatchObject({ pageNo: 1, pageSize: 10 });
    const parsed = v.parse(gameList.request, {
      pageNo: '3',
      pageSize: '25',
      gameClassify: 'BG',
      clientType: '3',
    });
    expect(parsed).toMatchObject({ pageNo: 3, pageSize: 25, gameClassify: 'BG', clientType: 3 });
    expect(v.safeParse(gameList.request, { pageSize: '101' }).success).toBe(false);
  });

  it('R7.36 R9.12 reads favourites in one page of 999 by default', () => {
    expect(v.parse(favoriteGamesList.request, {})).toMatchObject({ pageNo: 1, pageSize: 999 });
  });

  it('R7.48 R9.02 reads the announcement types as a comma list, all five by default', () => {
    expect(announcements).toMatchObject({ method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements' });
    expect(v.parse(announcements.request, {}).types).toEqual(['B', 'PL', 'PU', 'PR', 'H']);
    expect(v.parse(announcements.request, { types: 'B, H' }).types).toEqual(['B', 'H']);
    expect(v.safeParse(announcements.request, { types: 'B,X' }).success).toBe(false);
    expect(adminCreateAnnouncement).toMatchObject({ method: 'POST', auth: 'admin' });
  });
});
