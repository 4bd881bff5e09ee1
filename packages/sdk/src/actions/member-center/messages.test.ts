import { ApiError, ErrorCode } from '@lobbykit/api-client';
import {
  deleteMessages as deleteEndpoint,
  markMessages as markEndpoint,
  messageList,
} from '@lobbykit/api-client/member-center';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { $memberCounters } from './counters';
import { deleteMessages, loadMessages, markMessages } from './messages';

let harness: Harness;
beforeEach(() => {
  resetSessionState();
  harness = setUpRuntime();
  recordEvents();
});
afterEach(() => vi.unstubAllGlobals());

describe('messages', () => {
  it('lists one page of the chosen filter', async () => {
    harness.platform.on(messageList, {
      list: [
        {
          id: 3,
          title: 'Welcome',
          content: 'Hello\nthere',
          read: false,
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      pageNum: 2,
      pageSize: 20,
      totalPages: 2,
      totalCount: 21,
    });
    await signIn(harness);
    const page = await loadMessages('unread', 2);
    expect(Object.fromEntries(harness.platform.calls(messageList)[0]?.query ?? [])).toEqual({
      status: 'unread',
      pageNo: '2',
      pageSize: '20',
    });
    expect(page.list[0]?.content).toBe('Hello\nthere');
  });

  it('R2.101 marking read tells the counter the unread count the server answered', async () => {
    harness.platform.on(markEndpoint, { unread: 4 });
    await signIn(harness);
    $memberCounters.set({ messages: 6, rewards: 2, missions: 0 });
    expect(await markMessages([3, 5], true)).toBe(4);
    expect(harness.platform.calls(markEndpoint)[0]?.body).toEqual({ ids: [3, 5], read: true });
    expect($memberCounters.get()).toEqual({ messages: 4, rewards: 2, missions: 0 });
  });

  it('R2.101 deleting sends DELETE with the ids and updates the counter', async () => {
    harness.platform.on(deleteEndpoint, { unread: 0 });
    await signIn(harness);
    $memberCounters.set({ messages: 1, rewards: 0, missions: 0 });
    expect(await deleteMessages([7])).toBe(0);
    expect(harness.platform.calls(deleteEndpoint)[0]?.body).toEqual({ ids: [7] });
    expect($memberCounters.get().messages).toBe(0);
  });

  it('refuses an empty choice before asking (the contract needs at least one id)', async () => {
    await signIn(harness);
    await expect(markMessages([], true)).rejects.toBeInstanceOf(ApiError);
    expect(harness.platform.calls(markEndpoint)).toHaveLength(0);
  });

  it('R6.08 a trial player never asks for messages', async () => {
    await signIn(harness, 4);
    await expect(loadMessages()).rejects.toSatisfy((error) => ApiError.is(error, ErrorCode.trialAccount));
    expect(harness.platform.calls(messageList)).toHaveLength(0);
  });
});
