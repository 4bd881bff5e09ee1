import { ErrorCode, freePlay, memberInfo, sessionKey, TRIAL_TYPE, walletBalance } from '@lobbykit/api-client';
import { launchGame } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $favouriteIds, $recentGames, $wallet, resetMemberLobbyState } from '../stores/lobby';
import { $modal } from '../stores/modal';
import { $session } from '../stores/session';
import { type Harness, loginAnswer, member, setUpRuntime } from '../testing/fake-platform';
import { gameFixture } from '../testing/lobby-fixtures';
import { setDialogs } from './dialogs';
import { loadFavourites, toggleFavourite } from './favourites';
import { playForFree } from './free-play';
import { homeSections } from './home-sections';
import { openModal } from './modal';
import { loadRecentGames } from './recent-games';
import { startGame } from './start-game';

const trial = {
  ...member,
  id: 90,
  account: 'trial12345678',
  username: 'trial12345678',
  nickname: null,
  type: TRIAL_TYPE,
};

let harness: Harness;
let alerts: string[];
let logins: unknown[];

beforeEach(() => {
  harness = setUpRuntime();
  resetMemberLobbyState();
  $modal.set(null);
  alerts = [];
  logins = [];
  setDialogs({ alert: async (message) => void alerts.push(message) });
  const win = new EventTarget();
  win.addEventListener('lobbykit:login', (event) => logins.push((event as CustomEvent).detail));
  vi.stubGlobal('window', win);
  harness.platform.on(
    freePlay,
    loginAnswer({
      token: 'trial-token',
      id: trial.id,
      account: trial.account,
      username: trial.username,
      nickname: null,
      type: TRIAL_TYPE,
    }),
  );
  harness.platform.on(memberInfo, trial);
  harness.platform.on(walletBalance, { balance: 2000, currency: 'TLB', currencySymbol: '₱' });
});
afterEach(() => {
  setDialogs(null);
  vi.unstubAllGlobals();
});

describe('playForFree', () => {
  it('R7.04 posts platform W to /wps/session/login/freeplay, encrypted, with gateway version 3', async () => {
    await playForFree();
    const [call] = harness.platform.calls(freePlay);
    expect(call?.body).toMatchObject({ platform: 'W' });
    expect(call?.headers.get('X-Gateway-Version')).toBe('3');
    // The body went as a JWE: only the fake platform's decryption made it readable.
    expect(harness.platform.calls(sessionKey)).toHaveLength(1);
  });

  it('R4.01 R4.05 saves the token, loads member info and marks the visitor logged in as trial', async () => {
    expect(await playForFree()).toEqual({ status: 'ok', account: 'trial12345678' });
    expect(harness.session.getItem('token')).toBe('trial-token');
    const [info] = harness.platform.calls(memberInfo);
    expect(info?.headers.get('Authorization')).toBe('trial-token');
    expect($session.get()).toMatchObject({
      isLogin: true,
      isTrial: true,
      isAgent: false,
      account: 'trial12345678',
    });
  });

  it('R7.04 loads the trial credit into the balance', async () => {
    await playForFree();
    await vi.waitFor(() => expect($wallet.get().balance).toBe(2000));
  });

  it('closes the login popup and emits lobbykit:login with isTrial', async () => {
    openModal('login');
    await playForFree();
    expect($modal.get()).toBeNull();
    expect(logins).toEqual([{ account: 'trial12345678', isAgent: false, isTrial: true }]);
  });

  it('R6.20 R8.11 a merchant without free play answers operation_not_allowed: failed, in words, still signed out', async () => {
    // What the platform server answers with FREEPLAY3 off (platform-server routes/free-play.test.ts).
    harness.platform.fail(freePlay, ErrorCode.operationNotAllowed);
    const result = await playForFree();
    expect(result).toEqual({
      status: 'failed',
      errorCode: 'operation_not_allowed',
      message: 'This operation is not allowed. Please contact customer service.',
    });
    expect($session.get().isLogin).toBe(false);
    expect(harness.platform.calls(memberInfo)).toHaveLength(0);
    expect(logins).toEqual([]);
  });

  it('reports too many trials with the wait, and forgets the token when member info fails', async () => {
    harness.platform.fail(freePlay, ErrorCode.tooManyRequests, { retryAfter: 60 });
    expect(await playForFree()).toMatchObject({ status: 'failed', errorCode: 'too_many_requests' });

    harness.platform.on(freePlay, loginAnswer({ token: 'trial-token', type: TRIAL_TYPE }));
    harness.platform.fail(memberInfo, ErrorCode.unknown);
    expect(await playForFree()).toMatchObject({ status: 'failed', errorCode: 'unknown_error' });
    expect(harness.session.getItem('token')).toBeNull();
    expect($session.get()).toMatchObject({ isLogin: false, token: null });
  });
});

describe('a trial session in the lobby', () => {
  beforeEach(async () => {
    await playForFree();
  });

  it("R4.53 R6.06 starting a game says 'Please register an account first' with OK and launches nothing", async () => {
    expect(await startGame(gameFixture())).toEqual({ outcome: 'registerFirst' });
    expect(alerts).toEqual(['Please register an account first']);
    expect(harness.platform.calls(launchGame)).toHaveLength(0);
  });

  it('R6.05 loads no favourites and no recent games', async () => {
    expect(await loadFavourites()).toBe(false);
    expect(await loadRecentGames()).toEqual([]);
    expect($favouriteIds.get()).toEqual([]);
    expect($recentGames.get()).toEqual([]);
    const asked = harness.platform.requests.map((request) => request.path);
    expect(asked.filter((path) => /Favorite|recentGame/.test(path))).toEqual([]);
  });

  it('R5.40 R8.28 a heart click gives the in_need_true_account warning and sends nothing', async () => {
    expect(await toggleFavourite(gameFixture())).toBe('trial');
    expect(alerts).toEqual(['Please register an account first']);
    expect(harness.platform.requests.some((request) => request.path.includes('Favorite'))).toBe(false);
  });

  it('R6.05 the home page has no recent or favourites section for a trial player', () => {
    const ids = (isTrial: boolean) =>
      homeSections('HOME', { isLogin: true, isTrial, recentCount: 3 }).map((section) => section.id);
    expect(ids(false).slice(0, 2)).toEqual(['recent', 'favourites']);
    expect(ids(true)).not.toContain('recent');
    expect(ids(true)).not.toContain('favourites');
  });
});
