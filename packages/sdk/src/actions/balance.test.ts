import { ErrorCode, walletBalance } from '@lobbykit/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet, resetMemberLobbyState } from '../stores/lobby';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { recordEvents, signIn } from '../testing/lobby-fixtures';
import { refreshBalance, toggleBalanceHidden } from './balance';
import { setDialogs } from './dialogs';
import { logout } from './logout';
import { restoreSession } from './startup';

let harness: Harness;
let events: ReturnType<typeof recordEvents>;

beforeEach(() => {
  harness = setUpRuntime();
  events = recordEvents();
  resetMemberLobbyState();
  harness.platform.on(walletBalance, { balance: 12345.5, currency: 'TLB', currencySymbol: '₱' });
});
afterEach(() => {
  setDialogs(null);
  vi.unstubAllGlobals();
});

describe('refreshBalance', () => {
  it('R2.49 R7.25 reloads the balance with the token into $wallet and emits lobbykit:balance', async () => {
    await signIn(harness);
    await vi.waitFor(() => expect($wallet.get().balance).toBe(12345.5));
    harness.platform.on(walletBalance, { balance: 800.25, currency: 'TLB', currencySymbol: '₱' });
    expect(await refreshBalance()).toBe(800.25);
    expect($wallet.get()).toMatchObject({
      balance: 800.25,
      currency: 'TLB',
      currencySymbol: '₱',
      loading: false,
    });
    expect(harness.platform.calls(walletBalance).at(-1)?.headers.get('Authorization')).toBe('tok-123');
    expect(events.details.get('balance')).toEqual({ balance: 800.25, currency: 'TLB' });
  });

  it('R6.04 asks nothing while signed out and shows no balance', async () => {
    expect(await refreshBalance()).toBeNull();
    expect(harness.platform.requests).toHaveLength(0);
    expect($wallet.get().balance).toBeNull();
  });

  it('R2.49 keeps the last balance when a refresh fails on the network', async () => {
    await signIn(harness);
    await refreshBalance();
    harness.platform.fail(walletBalance, ErrorCode.unknown);
    expect(await refreshBalance()).toBeNull();
    expect($wallet.get()).toMatchObject({ balance: 12345.5, loading: false });
  });

  it('R2.49 forgets the balance when the session has expired', async () => {
    await signIn(harness);
    await refreshBalance();
    harness.platform.fail(walletBalance, ErrorCode.notLoggedIn);
    await refreshBalance();
    expect($wallet.get().balance).toBeNull();
  });

  it('R2.49 shares one request between clicks made while it is under way', async () => {
    await signIn(harness);
    const before = harness.platform.calls(walletBalance).length;
    await Promise.all([refreshBalance(), refreshBalance(), refreshBalance()]);
    expect(harness.platform.calls(walletBalance).length - before).toBeLessThanOrEqual(1);
  });
});

describe('the balance and the session', () => {
  it('R4.09 loads the balance after login as part of the user info', async () => {
    await signIn(harness);
    await vi.waitFor(() => expect($wallet.get().balance).toBe(12345.5));
    expect(harness.platform.calls(walletBalance)).toHaveLength(1);
  });

  it('R4.03 loads the balance when startup restores a session', async () => {
    harness = setUpRuntime({}, { token: 'tok-9' });
    harness.platform.on(walletBalance, { balance: 42, currency: 'BDT', currencySymbol: '৳' });
    expect(await restoreSession()).toBe(true);
    await vi.waitFor(() => expect($wallet.get()).toMatchObject({ balance: 42, currencySymbol: '৳' }));
  });

  it('R4.19 R4.21 clears the wallet on logout', async () => {
    setDialogs({ confirm: async () => true });
    await signIn(harness);
    await vi.waitFor(() => expect($wallet.get().balance).toBe(12345.5));
    await logout();
    expect($wallet.get()).toMatchObject({ balance: null, currency: null, currencySymbol: null });
  });
});

describe('toggleBalanceHidden', () => {
  it('R2.48 masks and unmasks the balance and keeps the choice in session storage', () => {
    expect(toggleBalanceHidden()).toBe(true);
    expect($wallet.get().hidden).toBe(true);
    expect(harness.session.getItem('balanceHidden')).toBe('true');
    expect(toggleBalanceHidden()).toBe(false);
    expect(harness.session.getItem('balanceHidden')).toBe('false');
  });

  it('R2.48 a reload keeps the balance hidden for the session', async () => {
    harness = setUpRuntime({}, { token: 'tok-9', balanceHidden: 'true' });
    harness.platform.on(walletBalance, { balance: 42, currency: 'TLB', currencySymbol: '₱' });
    await restoreSession();
    await vi.waitFor(() => expect($wallet.get()).toMatchObject({ balance: 42, hidden: true }));
  });
});
