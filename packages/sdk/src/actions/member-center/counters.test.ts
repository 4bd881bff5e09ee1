import { walletBalance } from '@lobbykit/api-client';
import { playerRank, unreadCount } from '@lobbykit/api-client/member-center';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMemberLobbyState } from '../../stores/lobby';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { setDialogs } from '../dialogs';
import { logout } from '../logout';
import { $memberCounters, COUNTERS_REFRESH_MS, refreshCounters } from './counters';
import { $vip } from './vip';

let harness: Harness;
const rank = {
  hasVip: true,
  vipRankLevel: 2,
  vipLabelName: 'VIP 2',
  validTurnover: 12_000,
  next: { level: 3, label: 'VIP 3', requiredTurnover: 50_000 },
  progress: 0.24,
  levels: [],
};

beforeEach(() => {
  harness = setUpRuntime();
  recordEvents();
  resetMemberLobbyState();
  harness.platform.on(walletBalance, { balance: 1, currency: 'TLB', currencySymbol: '₱' });
  harness.platform.on(unreadCount, { messages: 3, rewards: 1, missions: 0 });
  harness.platform.on(playerRank, rank);
  setDialogs({ confirm: async () => true, alert: async () => undefined, showLoader: () => () => undefined });
});
afterEach(() => {
  setDialogs(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('red counters', () => {
  it('R2.101 R7.60 load after login while watched and clear at logout', async () => {
    const stop = $memberCounters.listen(() => undefined);
    expect(harness.platform.calls(unreadCount)).toHaveLength(0);
    await signIn(harness);
    await vi.waitFor(() => expect($memberCounters.get()).toEqual({ messages: 3, rewards: 1, missions: 0 }));
    await logout({ confirm: false });
    expect($memberCounters.get()).toEqual({ messages: 0, rewards: 0, missions: 0 });
    stop();
  });

  it('R2.101 reload on an interval while signed in', async () => {
    // Capture the interval rather than faking timers: vi.waitFor polls with the real ones.
    const intervals = vi.spyOn(globalThis, 'setInterval');
    await signIn(harness);
    const stop = $memberCounters.listen(() => undefined);
    await vi.waitFor(() => expect($memberCounters.get().messages).toBe(3));
    const timer = intervals.mock.calls.find(([, delay]) => delay === COUNTERS_REFRESH_MS);
    if (!timer) throw new Error('no refresh interval was set');
    harness.platform.on(unreadCount, { messages: 0, rewards: 2, missions: 0 });
    (timer[0] as () => void)();
    await vi.waitFor(() => expect($memberCounters.get()).toEqual({ messages: 0, rewards: 2, missions: 0 }));
    stop();
  });

  it('R6.08 a trial player never fetches unread counts', async () => {
    const stop = $memberCounters.listen(() => undefined);
    await signIn(harness, 4);
    expect(await refreshCounters()).toBeNull();
    expect(harness.platform.calls(unreadCount)).toHaveLength(0);
    expect($memberCounters.get().messages).toBe(0);
    stop();
  });
});

describe('VIP in the public store', () => {
  it('R3.08 fills hasVip, vipLabelName and vipRankLevel for a member', async () => {
    const stop = $vip.listen(() => undefined);
    await signIn(harness);
    await vi.waitFor(() =>
      expect($vip.get()).toEqual({ hasVip: true, vipLabelName: 'VIP 2', vipRankLevel: 2, loaded: true }),
    );
    await logout({ confirm: false });
    expect($vip.get().hasVip).toBe(false);
    stop();
  });

  it('R6.05 a trial player has no VIP and asks nothing', async () => {
    const stop = $vip.listen(() => undefined);
    await signIn(harness, 4);
    expect($vip.get()).toMatchObject({ hasVip: false, loaded: false });
    expect(harness.platform.calls(playerRank)).toHaveLength(0);
    stop();
  });
});
