import { ErrorCode, TRIAL_TYPE, walletBalance } from '@lobbykit/api-client';
import { launchGame, recentGames } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $recentGames, $wallet, resetMemberLobbyState } from '../stores/lobby';
import { $modal } from '../stores/modal';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture, recordEvents, signIn, vendorFixture } from '../testing/lobby-fixtures';
import { setDialogs } from './dialogs';
import { closeGame, startGame, startVendor } from './start-game';

let harness: Harness;
let events: ReturnType<typeof recordEvents>;
let alerts: string[];
let steps: string[];

const launchCalls = () => harness.platform.calls(launchGame);
const slot = gameFixture({ nodeId: 101, gameCode: 'CQ9-101', vassalage: 'CQ9', gameType: 'RNG' });

beforeEach(() => {
  harness = setUpRuntime();
  events = recordEvents();
  resetMemberLobbyState();
  $modal.set(null);
  alerts = [];
  steps = [];
  setDialogs({
    alert: async (message) => void alerts.push(message),
    showLoader: () => {
      steps.push('loader');
      return () => steps.push('loader hidden');
    },
  });
  harness.platform.on(launchGame, { url: 'http://api.test/demo-game?token=t1' });
  harness.platform.on(recentGames, {
    games: [slot],
    pageNo: 1,
    pageSize: 20,
    totalCount: 1,
    totalPages: 1,
  });
  harness.platform.on(walletBalance, { balance: 990.5, currency: 'TLB', currencySymbol: '₱' });
});
afterEach(() => {
  setDialogs(null);
  vi.unstubAllGlobals();
});

describe('startGame', () => {
  it('R4.52 R8.29 gives a guest the login popup and asks the server nothing', async () => {
    expect(await startGame(slot)).toEqual({ outcome: 'login' });
    expect($modal.get()?.name).toBe('login');
    expect(launchCalls()).toHaveLength(0);
  });

  it("R4.53 R8.28 tells a trial player 'Please register an account first' with OK and launches nothing", async () => {
    await signIn(harness, TRIAL_TYPE);
    expect(await startGame(slot)).toEqual({ outcome: 'registerFirst' });
    expect(alerts).toEqual(['Please register an account first']);
    expect(launchCalls()).toHaveLength(0);
    expect($modal.get()).toBeNull();
  });

  it('R4.54 sends a TCG_LOTTO_VN game to /vnLottery with its gameCode', async () => {
    await signIn(harness);
    const game = gameFixture({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'TCG_LOTTO_VN-MB' });
    expect(await startGame(game)).toEqual({
      outcome: 'navigated',
      path: '/vnLottery?gameCode=TCG_LOTTO_VN-MB',
    });
    expect(events.paths).toEqual(['/vnLottery?gameCode=TCG_LOTTO_VN-MB']);
    expect(launchCalls()).toHaveLength(0);
  });

  it('R4.55 sends a TCG_SEA game to /seaLottery with its gameCode', async () => {
    await signIn(harness);
    const game = gameFixture({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'TCG_SEA-4D' });
    await startGame(game);
    expect(events.paths).toEqual(['/seaLottery?gameCode=TCG_SEA-4D']);
  });

  it.each(['LOTT', 'ELOTT'])('R4.56 sends a %s game to /lottery with its gameCode', async (vendor) => {
    await signIn(harness);
    const game = gameFixture({ vassalage: vendor, gameType: 'LOTT', gameCode: `${vendor}-DAILY` });
    await startGame(game);
    expect(events.paths).toEqual([`/lottery?gameCode=${vendor}-DAILY`]);
  });

  it('R4.57 R3.13 opens the vendor popup game list for a VASSALAGE entry', async () => {
    await signIn(harness);
    const entry = gameFixture({ vassalage: 'AG', gameType: 'LIVE', isGame: 'VASSALAGE' });
    expect(await startGame(entry)).toEqual({ outcome: 'vendorGames', vassalage: 'AG', gameType: 'LIVE' });
    expect($modal.get()).toEqual({ name: 'vendorGames', props: { vassalage: 'AG', gameType: 'LIVE' } });
    expect(launchCalls()).toHaveLength(0);
  });

  it('R8.27 shows the maintenance message pointing to popular games for a disabled game', async () => {
    await signIn(harness);
    expect(await startGame({ ...slot, enabled: false })).toEqual({ outcome: 'maintenance' });
    expect(alerts).toEqual(['This game is under maintenance. Please try other popular games.']);
    expect(launchCalls()).toHaveLength(0);
  });

  it('R4.59 R7.40 launches any other game directly into the in-app game frame', async () => {
    await signIn(harness);
    const result = await startGame(slot);
    expect(result).toEqual({ outcome: 'launched', url: 'http://api.test/demo-game?token=t1' });
    expect(launchCalls()[0]?.body).toEqual({
      nodeId: 101,
      gameCode: 'CQ9-101',
      vendor: 'CQ9',
      language: 'EN',
      device: 'WEB',
    });
    expect(launchCalls()[0]?.headers.get('Authorization')).toBe('tok-123');
    expect($modal.get()).toEqual({
      name: 'gameFrame',
      props: {
        url: 'http://api.test/demo-game?token=t1',
        title: 'Lucky Dragon 101',
        nodeId: 101,
        vassalage: 'CQ9',
      },
    });
    expect(steps).toEqual(['loader', 'loader hidden']);
  });

  it('R4.59 emits lobbykit:game-launch and reloads the recent games the launch changed', async () => {
    await signIn(harness);
    await startGame(slot);
    expect(events.details.get('game-launch')).toEqual({
      nodeId: 101,
      gameCode: 'CQ9-101',
      vassalage: 'CQ9',
      gameType: 'RNG',
      url: 'http://api.test/demo-game?token=t1',
    });
    expect($recentGames.get().map((game) => game.nodeId)).toEqual([101]);
  });

  it('R4.59 shows a refused launch in the player language and opens no frame', async () => {
    await signIn(harness);
    harness.platform.fail(launchGame, ErrorCode.notFound);
    expect(await startGame(slot)).toMatchObject({ outcome: 'failed', errorCode: 'not_found' });
    expect(alerts).toEqual(['The requested item was not found.']);
    expect($modal.get()).toBeNull();
    expect(steps).toEqual(['loader', 'loader hidden']);
  });
});

describe('startVendor', () => {
  it('R4.52 gives a guest the login popup for a vendor too', async () => {
    expect(await startVendor(vendorFixture('CQ9', 'RNG'))).toEqual({ outcome: 'login' });
  });

  it('R4.58 sends a slots vendor to /rng?vassalage={vassalage}', async () => {
    await signIn(harness);
    expect(await startVendor(vendorFixture('CQ9', 'RNG'))).toEqual({
      outcome: 'navigated',
      path: '/rng?vassalage=CQ9',
    });
    expect(events.paths).toEqual(['/rng?vassalage=CQ9']);
  });

  it('R4.57 opens the popup list of a vendor whose entry is VASSALAGE', async () => {
    await signIn(harness);
    const entry = gameFixture({ vassalage: 'DG', gameType: 'LIVE', isGame: 'VASSALAGE' });
    await startVendor(vendorFixture('DG', 'LIVE', entry));
    expect($modal.get()).toEqual({ name: 'vendorGames', props: { vassalage: 'DG', gameType: 'LIVE' } });
  });

  it("R4.59 launches a vendor's single lobby game directly", async () => {
    await signIn(harness);
    const entry = gameFixture({
      nodeId: 20,
      vassalage: 'IBC',
      gameType: 'SPORTS',
      gameCode: 'IBC-SPORTSBOOK',
    });
    expect(await startVendor(vendorFixture('IBC', 'SPORTS', entry))).toMatchObject({ outcome: 'launched' });
    expect(launchCalls()[0]?.body).toMatchObject({ nodeId: 20, gameCode: 'IBC-SPORTSBOOK', vendor: 'IBC' });
  });

  it('R4.55 routes a SEA lottery vendor to /seaLottery', async () => {
    await signIn(harness);
    const entry = gameFixture({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'TCG_SEA-4D' });
    await startVendor(vendorFixture('TCG_SEA', 'LOTT', entry));
    expect(events.paths).toEqual(['/seaLottery?gameCode=TCG_SEA-4D']);
  });
});

describe('closeGame', () => {
  it('R2.49 closes the game frame and reloads the balance the game changed', async () => {
    await signIn(harness);
    await startGame(slot);
    await closeGame();
    expect($modal.get()).toBeNull();
    expect($wallet.get().balance).toBe(990.5);
    expect(harness.platform.calls(walletBalance).length).toBeGreaterThan(0);
  });
});
