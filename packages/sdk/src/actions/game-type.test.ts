import { gameMenus } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $gameType, $menus } from '../stores/lobby';
import { $modal } from '../stores/modal';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { menusFixture, recordEvents, signIn } from '../testing/lobby-fixtures';
import { setDialogs } from './dialogs';
import { chooseGameType, homeMounted } from './game-type';

let harness: Harness;
let events: ReturnType<typeof recordEvents>;

beforeEach(() => {
  harness = setUpRuntime();
  events = recordEvents();
  $gameType.set('HOME');
  $menus.set(menusFixture());
  $modal.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the current game type', () => {
  it('R4.48 changes to the chosen category without navigating', async () => {
    expect(await chooseGameType('LIVE')).toBeNull();
    expect($gameType.get()).toBe('LIVE');
    expect(events.paths).toEqual([]);
  });

  it.each([
    ['RNG', '/rng'],
    ['PVP', '/pvp'],
  ] as const)('R4.49 choosing %s goes to %s', async (type, path) => {
    expect(await chooseGameType(type)).toEqual({ outcome: 'navigated', path });
    expect($gameType.get()).toBe(type);
    expect(events.paths).toEqual([path]);
  });

  it.each(['LOTT', 'ELOTT'] as const)(
    'R4.51 choosing %s starts the SEA lottery from the menus for a signed-in player',
    async (type) => {
      await signIn(harness);
      expect(await chooseGameType(type)).toEqual({
        outcome: 'navigated',
        path: '/seaLottery?gameCode=TCG_SEA-4D',
      });
      expect($gameType.get()).toBe(type);
    },
  );

  it('R4.51 loads the menus first when they are not in yet', async () => {
    await signIn(harness);
    $menus.set(null);
    harness.platform.on(gameMenus, menusFixture());
    await chooseGameType('LOTT');
    expect(harness.platform.calls(gameMenus)).toHaveLength(1);
    expect(events.paths).toEqual(['/seaLottery?gameCode=TCG_SEA-4D']);
  });

  it('R4.51 reports menus that cannot be loaded instead of starting anything', async () => {
    await signIn(harness);
    $menus.set(null);
    const alerts: string[] = [];
    setDialogs({ alert: async (message) => void alerts.push(message) });
    harness.platform.fail(gameMenus, 'maintenance');
    expect(await chooseGameType('LOTT')).toMatchObject({ outcome: 'failed', errorCode: 'maintenance' });
    expect(alerts).toEqual(['The system is under maintenance. Please try again later.']);
    expect(events.paths).toEqual([]);
    setDialogs(null);
  });

  it('R4.51 R4.52 gives a guest choosing a lottery category the login popup', async () => {
    expect(await chooseGameType('LOTT')).toEqual({ outcome: 'login' });
    expect($modal.get()?.name).toBe('login');
    expect(events.paths).toEqual([]);
  });

  it.each(['RNG', 'PVP'] as const)('R4.50 home mounting on %s resets the type to HOME', (type) => {
    $gameType.set(type);
    homeMounted();
    expect($gameType.get()).toBe('HOME');
  });

  it('R4.50 home mounting keeps any other chosen type', () => {
    $gameType.set('FISH');
    homeMounted();
    expect($gameType.get()).toBe('FISH');
  });
});
