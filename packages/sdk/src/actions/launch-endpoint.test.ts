import { ErrorCode, TRIAL_TYPE, walletBalance } from '@lobbykit/api-client';
import { gameLaunchFB, launchGame, recentGames } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMemberLobbyState } from '../stores/lobby';
import { $modal } from '../stores/modal';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture, signIn, vendorFixture } from '../testing/lobby-fixtures';
import { setDialogs } from './dialogs';
import { playInWindow } from './game-window';
import { GAME_FRAME_MODAL, startGame, startVendor } from './start-game';

let harness: Harness;
let alerts: string[];

const fbCalls = () => harness.platform.calls(gameLaunchFB);
const launchCalls = () => harness.platform.calls(launchGame);
const sportsbook = gameFixture({
  nodeId: 31,
  vassalage: 'FB',
  gameType: 'SPORTS',
  gameCode: 'FB-SPORTSBOOK',
  displayName: 'FB Sportsbook',
});

beforeEach(() => {
  harness = setUpRuntime();
  resetMemberLobbyState();
  $modal.set(null);
  alerts = [];
  setDialogs({ alert: async (message) => void alerts.push(message), showLoader: () => () => undefined });
  harness.platform.on(gameLaunchFB, { url: 'http://api.test/demo-game?token=fb1' });
  harness.platform.on(launchGame, { url: 'http://api.test/demo-game?token=g1' });
  harness.platform.on(recentGames, { games: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 });
  harness.platform.on(walletBalance, { balance: 1, currency: 'TLB', currencySymbol: '₱' });
});
afterEach(() => {
  setDialogs(null);
  vi.unstubAllGlobals();
});

describe('the FB launch (R7.41)', () => {
  it("R7.41 a FB Sports vendor card launches its book through GCS_gameLaunchFB with launchGame's request", async () => {
    await signIn(harness);
    const result = await startVendor(vendorFixture('FB', 'SPORTS', sportsbook));
    expect(result).toEqual({ outcome: 'launched', url: 'http://api.test/demo-game?token=fb1' });
    expect(fbCalls()).toHaveLength(1);
    expect(fbCalls()[0]?.body).toEqual({
      nodeId: 31,
      gameCode: 'FB-SPORTSBOOK',
      vendor: 'FB',
      language: 'EN',
      device: 'WEB',
    });
    expect(fbCalls()[0]?.headers.get('Authorization')).toBe('tok-123');
    expect(launchCalls()).toHaveLength(0);
    expect($modal.get()).toMatchObject({
      name: GAME_FRAME_MODAL,
      props: { url: 'http://api.test/demo-game?token=fb1', nodeId: 31, vassalage: 'FB' },
    });
  });

  it('R7.40 R7.41 every other vendor keeps /wps/game/launchGame', async () => {
    await signIn(harness);
    await startGame(gameFixture({ vassalage: 'IBC', gameType: 'SPORTS', gameCode: 'IBC-SPORTSBOOK' }));
    expect(launchCalls()).toHaveLength(1);
    expect(fbCalls()).toHaveLength(0);
  });

  it('R7.41 R4.53 R8.27 a FB game keeps the trial wall and the maintenance message, asking nothing', async () => {
    await signIn(harness, TRIAL_TYPE);
    expect(await startGame(sportsbook)).toEqual({ outcome: 'registerFirst' });
    expect(alerts).toEqual(['Please register an account first']);
    await signIn(harness);
    expect(await startGame({ ...sportsbook, enabled: false })).toEqual({ outcome: 'maintenance' });
    expect(alerts.at(-1)).toBe('This game is under maintenance. Please try other popular games.');
    expect(fbCalls()).toHaveLength(0);
  });

  it("R7.41 R8.27 the FB path's refusal is shown in the player's language and opens no frame", async () => {
    await signIn(harness);
    harness.platform.fail(gameLaunchFB, ErrorCode.notFound);
    expect(await startGame(sportsbook)).toMatchObject({ outcome: 'failed', errorCode: 'not_found' });
    expect(alerts).toEqual(['The requested item was not found.']);
    expect($modal.get()).toBeNull();
  });

  it('R7.41 R8.14 the game window of a FB game relaunches through the FB path; a blocked window asks nothing', async () => {
    const popup = { closed: false, opener: {} as unknown, close: vi.fn(), location: { replace: vi.fn() } };
    let answer: unknown = popup;
    vi.stubGlobal('window', Object.assign(new EventTarget(), { open: vi.fn(() => answer) }));
    vi.stubGlobal('location', { assign: vi.fn() });
    await signIn(harness);

    answer = null;
    expect(await playInWindow({ nodeId: 31, vassalage: 'FB' })).toEqual({ outcome: 'blocked' });
    expect(alerts).toEqual(['Popup blocked. Please allow popups and try again.']);
    expect(fbCalls()).toHaveLength(0);

    answer = popup;
    expect(await playInWindow({ nodeId: 31, vassalage: 'FB' })).toEqual({
      outcome: 'opened',
      url: 'http://api.test/demo-game?token=fb1',
    });
    expect(fbCalls()[0]?.body).toMatchObject({ nodeId: 31, device: 'WEB' });
    expect(launchCalls()).toHaveLength(0);
    expect(popup.location.replace).toHaveBeenCalledWith('http://api.test/demo-game?token=fb1');
  });
});
