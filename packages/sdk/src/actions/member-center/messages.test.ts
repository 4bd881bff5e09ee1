import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../stores/session';
import { type Harness, ok, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { $memberCounters } from './counters';
import { deleteMessages, loadMessages, markMessages } from './messages';

const LIST = '/wps/relay/CSP_messageList';
const MARK = '/wps/relay/CSP_markMessages';
const DELETE = '/wps/relay/CSP_deleteMessages';

let harness: Harness;
beforeEach(() => {
  resetSessionState();
  harness = setUpRuntime();
  recordEvents();
});
afterEach(() => vi.unstubAllGlobals());

describe('messages', () => {
  it('lists one page of the chosen filter', async () => {
    harness.platform.on(
      'GET',
      LIST,
      ok({
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
      }),
    );
    await signIn(harness);
    const page = await loadMessages('unread', 2);
    expect(Object.fromEntries(harness.platform.calls('GET', LIST)[0]?.query ?? [])).toEqual({
      status: 'unread',
      pageNo: '2',
      pageSize: '20',
    });
    expect(page.list[0]?.content).toBe('Hello\nthere');
  });

  it('R2.101 marking read tells the counter the unread count the server answered', async () => {
    harness.platform.on('POST', MARK, ok({ unread: 4 }));
    await signIn(harness);
    $memberCounters.set({ messages: 6, rewards: 2, missions: 0 });
    expect(await markMessages([3, 5], true)).toBe(4);
    expect(harness.platform.calls('POST', MARK)[0]?.body).toEqual({ ids: [3, 5], read: true });
    expect($memberCounters.get()).toEqual({ messages: 4, rewards: 2, missions: 0 });
  });

  it('R2.101 deleting sends DELETE with the ids and updates the counter', async () => {
    harness.platform.on('DELETE', DELETE, ok({ unread: 0 }));
    await signIn(harness);
    $memberCounters.set({ messages: 1, rewards: 0, missions: 0 });
    expect(await deleteMessages([7])).toBe(0);
    expect(harness.platform.calls('DELETE', DELETE)[0]?.body).toEqual({ ids: [7] });
    expect($memberCounters.get().messages).toBe(0);
  });

  it('refuses an empty choice before asking (the contract needs at least one id)', async () => {
    await signIn(harness);
    await expect(markMessages([], true)).rejects.toBeInstanceOf(ApiError);
    expect(harness.platform.calls('POST', MARK)).toHaveLength(0);
  });

  it('R6.08 a trial player never asks for messages', async () => {
    await signIn(harness, 4);
    await expect(loadMessages()).rejects.toSatisfy((error) => ApiError.is(error, ErrorCode.trialAccount));
    expect(harness.platform.calls('GET', LIST)).toHaveLength(0);
  });
});
