import { walletBalance } from '@lobbykit/api-client';
import { deposit as depositEndpoint, depositRecords, unreadCount } from '@lobbykit/api-client/member-center';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet, resetMemberLobbyState } from '../../stores/lobby';
import { $moneyDecisions, $pendingRequests, storePendingRequests } from '../../stores/pending-requests';
import { forgetSession } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { deposit } from './cashier-deposit';
import {
  nextPollDelay,
  POLL_FAILED_MAX_MS,
  POLL_FAST_FOR_MS,
  POLL_FAST_MAX_MS,
  POLL_SLOW_MS,
  stopPendingWatch,
} from './pending-watch';

let harness: Harness;
let status: 'IN_PROCESS' | 'APPROVED' | 'REJECTED';
let balance: number;

const record = () => ({
  id: 41,
  channelCode: 'BANK',
  channelName: 'Bank transfer',
  amount: 1000,
  status,
  reference: 'D00041',
  createdAt: '2026-11-25T07:00:00.000Z',
  decidedAt: status === 'IN_PROCESS' ? null : '2026-11-25T07:00:05.000Z',
  remark: null,
});

beforeEach(async () => {
  harness = setUpRuntime();
  recordEvents();
  resetMemberLobbyState();
  storePendingRequests([]);
  status = 'IN_PROCESS';
  balance = 500;
  harness.platform.on(walletBalance, () => ({ balance, currency: 'TLB', currencySymbol: '₱' }));
  harness.platform.on(depositEndpoint, () => record());
  harness.platform.on(depositRecords, () => ({
    list: [record()],
    pageNum: 1,
    pageSize: 50,
    totalPages: 1,
    totalCount: 1,
  }));
  harness.platform.on(unreadCount, { messages: 0, rewards: 0, missions: 0 });
  await signIn(harness);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  stopPendingWatch();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('nextPollDelay', () => {
  it('issue 16 (5): looks within 2.5 s while a request is young, so an approval shows within 3 s', () => {
    const delays = [0, 1, 2, 3, 10, 50].map((round) => nextPollDelay({ round, waitingMs: 0, failures: 0 }));
    expect(delays[0]).toBe(1000);
    expect(Math.max(...delays)).toBe(POLL_FAST_MAX_MS);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
  });

  it('issue 16 (5): backs off once a request has waited long, and after failures', () => {
    expect(nextPollDelay({ round: 99, waitingMs: POLL_FAST_FOR_MS, failures: 0 })).toBe(POLL_SLOW_MS);
    expect(nextPollDelay({ round: 0, waitingMs: 0, failures: 1 })).toBe(POLL_FAST_MAX_MS * 2);
    expect(nextPollDelay({ round: 0, waitingMs: 0, failures: 20 })).toBe(POLL_FAILED_MAX_MS);
  });
});

describe('a pending deposit', () => {
  it('issue 16 (5): the balance and the records follow the approval by themselves, then the looking stops', async () => {
    const outcome = await deposit({ channelCode: 'BANK', amount: 1000 });
    expect(outcome.status).toBe('ok');
    expect($pendingRequests.get()).toMatchObject([{ kind: 'deposit', id: 41 }]);
    expect(harness.session.getItem('pendingMoneyRequests')).toContain('41');

    await vi.advanceTimersByTimeAsync(1000);
    expect(harness.platform.calls(depositRecords)).toHaveLength(1);
    const decisions = $moneyDecisions.get();

    // The operator approves; the next look, at most 2.5 s later, sees it.
    status = 'APPROVED';
    balance = 1500;
    await vi.advanceTimersByTimeAsync(POLL_FAST_MAX_MS);
    expect($wallet.get().balance).toBe(1500);
    expect($moneyDecisions.get()).toBe(decisions + 1);
    expect($pendingRequests.get()).toEqual([]);

    const looks = harness.platform.calls(depositRecords).length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(harness.platform.calls(depositRecords)).toHaveLength(looks);
  });

  it('issue 16 (5): signing out stops the looking and forgets what was pending', async () => {
    const stop = $wallet.listen(() => undefined);
    await deposit({ channelCode: 'BANK', amount: 1000 });
    forgetSession();
    await vi.advanceTimersByTimeAsync(0);
    expect($pendingRequests.get()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.platform.calls(depositRecords)).toHaveLength(0);
    stop();
  });
});
