import { walletBalance } from '@lobbykit/api-client';
import { launchGame } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modal } from '../stores/modal';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { signIn } from '../testing/lobby-fixtures';
import { setDialogs } from './dialogs';
import { playInWindow } from './game-window';
import { GAME_FRAME_MODAL } from './start-game';

let harness: Harness;
let alerts: string[];

/** The page's window with its `open`, and demo01 signed in through the login action. */
async function pageWith(open: (url: string, name: string) => unknown): Promise<void> {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { open }));
  vi.stubGlobal('location', { assign: vi.fn() });
  await signIn(harness);
  $modal.set({ name: GAME_FRAME_MODAL, props: { url: 'http://api.test/demo-game?token=f1', nodeId: 7 } });
}

/** A window as window.open answers it. */
function fakeWindow() {
  return { closed: false, opener: {} as unknown, close: vi.fn(), location: { replace: vi.fn() } };
}

beforeEach(() => {
  harness = setUpRuntime();
  alerts = [];
  setDialogs({ alert: async (message) => void alerts.push(message), showLoader: () => () => undefined });
  harness.platform.on(launchGame, { url: 'http://api.test/demo-game?token=w1' });
  harness.platform.on(walletBalance, { balance: 1, currency: 'TLB', currencySymbol: '₱' });
});
afterEach(() => {
  setDialogs(null);
  vi.unstubAllGlobals();
});

describe('a game in a window of its own', () => {
  it('opens the window in the click, launches the game for it, cuts it from the site and closes the frame', async () => {
    const popup = fakeWindow();
    const open = vi.fn(() => popup);
    await pageWith(open);
    const result = await playInWindow({ nodeId: 7 });
    expect(alerts).toEqual([]);
    expect(result).toEqual({
      outcome: 'opened',
      url: 'http://api.test/demo-game?token=w1',
    });
    expect(alerts).toEqual([]);
    expect(open).toHaveBeenCalledWith('about:blank', 'lobbykit-game');
    expect(harness.platform.calls(launchGame)[0]?.body).toMatchObject({ nodeId: 7 });
    expect(popup.opener).toBeNull();
    expect(popup.location.replace).toHaveBeenCalledWith('http://api.test/demo-game?token=w1');
    expect($modal.get()).toBeNull();
    expect(alerts).toEqual([]);
  });

  it('R8.14 a window the browser blocks says so, launches nothing and keeps the frame', async () => {
    await pageWith(vi.fn(() => null));
    expect(await playInWindow({ nodeId: 7 })).toEqual({ outcome: 'blocked' });
    expect(alerts).toEqual(['Popup blocked. Please allow popups and try again.']);
    expect(harness.platform.calls(launchGame)).toHaveLength(0);
    expect($modal.get()?.name).toBe(GAME_FRAME_MODAL);
  });

  it('R8.13 a window the player closed before the launch came back asks to try again, and the frame stays', async () => {
    const popup = fakeWindow();
    await pageWith(vi.fn(() => popup));
    harness.platform.on(launchGame, () => {
      popup.closed = true; // the player closed it while the launch was on its way
      return { url: 'http://api.test/demo-game?token=w2' };
    });
    expect(await playInWindow({ nodeId: 7 })).toEqual({ outcome: 'closed' });
    expect(alerts).toEqual(['The popup was closed before finishing. Please try again.']);
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect($modal.get()?.name).toBe(GAME_FRAME_MODAL);
  });

  it('R8.20 a launch the server refuses closes the window and says why', async () => {
    const popup = fakeWindow();
    await pageWith(vi.fn(() => popup));
    harness.platform.fail(launchGame, 'maintenance');
    expect(await playInWindow({ nodeId: 7 })).toEqual({ outcome: 'failed', errorCode: 'maintenance' });
    expect(popup.close).toHaveBeenCalled();
    expect(alerts).toEqual(['The system is under maintenance. Please try again later.']);
  });
});
