import { ErrorCode, freePlay } from '@lobbykit/api-client';
import {
  adminGrantReward,
  adminSendMessage,
  deleteMessages,
  markMessages,
  messageList,
  unreadCount,
} from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { memberMessages } from '../db/schema/index';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient } from '../testing/test-client';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const admin = { 'X-Admin-Key': TEST_ADMIN_KEY };
const send = (body: Record<string, unknown>) =>
  t.request('POST', adminSendMessage.path, { headers: admin, body: { merchantCode: 'ph', ...body } });
const list = (token: string, query: Record<string, string> = {}) => t.value(messageList, { token, query });
const counts = (token: string) => t.value(unreadCount, { token });

describe('platform messages (messageV2)', () => {
  it('lists the seeded messages newest first, with read flags, and filters read and unread', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const all = await list(token);
    expect(all.list.map((message) => [message.title, message.read])).toEqual([
      ['Climb the VIP ladder', false],
      ['Your deposit channels are ready', false],
      ['Welcome to LobbyKit', true],
    ]);
    expect(all).toMatchObject({ totalCount: 3, totalPages: 1, pageNum: 1 });
    expect((await list(token, { status: 'unread' })).totalCount).toBe(2);
    expect((await list(token, { status: 'read' })).list.map((message) => message.title)).toEqual([
      'Welcome to LobbyKit',
    ]);
  });

  it('R7.60 R2.101 CSP_unreadCount counts unread messages and rewards waiting; marking read and unread moves it', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    // rewards: the seeded welcome gift is a promotion demo01 can claim from the start; missions: the
    // seeded secure-account mission (demo01 has an email) and today's open sign-in.
    expect(await counts(token)).toEqual({ messages: 2, rewards: 1, missions: 2 });
    const unread = (await list(token, { status: 'unread' })).list.map((message) => message.id);
    const marked = await t.request('POST', markMessages.path, {
      token,
      body: { ids: [unread[0]], read: true },
    });
    expect(marked.body).toEqual({ success: true, value: { unread: 1 } });
    const again = await t.request('POST', markMessages.path, { token, body: { ids: unread, read: false } });
    expect(again.body).toEqual({ success: true, value: { unread: 2 } });

    const granted = await t.request('POST', adminGrantReward.path, {
      headers: admin,
      body: { merchantCode: 'ph', account: 'demo01', title: 'Weekend bonus', amount: 88 },
    });
    expect(granted.status).toBe(200);
    expect(await counts(token)).toEqual({ messages: 2, rewards: 2, missions: 2 });
  });

  it('deletes messages for this member only; the counter follows', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const ids = (await list(token, { status: 'unread' })).list.map((message) => message.id);
    const removed = await t.request('DELETE', deleteMessages.path, { token, body: { ids: [ids[0]] } });
    expect(removed.body).toEqual({ success: true, value: { unread: 1 } });
    expect((await list(token)).totalCount).toBe(2);
    // Deleting is hiding: the row stays for the operator's record.
    expect(await t.database.db.select().from(memberMessages)).toHaveLength(3);
  });

  it('a member never reads, marks or deletes another member’s messages', async () => {
    const demo = await t.tokenFor('demo01', 'Demo1234');
    const ids = (await list(demo)).list.map((message) => message.id);
    const agent = await t.tokenFor('agent01', 'Agent1234');
    expect((await list(agent)).list).toEqual([]);
    expect(
      (await t.request('POST', markMessages.path, { token: agent, body: { ids, read: true } })).body,
    ).toEqual({
      success: true,
      value: { unread: 0 },
    });
    await t.request('DELETE', deleteMessages.path, { token: agent, body: { ids } });
    expect(await counts(demo)).toMatchObject({ messages: 2 });
    expect((await list(demo)).totalCount).toBe(3);
  });

  it('the operator sends to one member or to every member of the merchant', async () => {
    const one = await send({ account: 'AGENT01', title: 'For you', content: 'Line one\nLine two' });
    expect(one.body).toEqual({ success: true, value: { sent: 1 } });
    const agent = await t.tokenFor('agent01', 'Agent1234');
    expect((await list(agent)).list[0]).toMatchObject({
      title: 'For you',
      content: 'Line one\nLine two',
      read: false,
      createdAt: '2026-01-15T08:00:00.000Z',
    });

    const everyone = await send({ title: 'Maintenance tonight', content: 'From 02:00 to 03:00.' });
    const sent = (everyone.body.value as { sent: number }).sent;
    expect(sent).toBeGreaterThanOrEqual(3);
    const demo = await t.tokenFor('demo01', 'Demo1234');
    expect((await list(demo)).list[0]!.title).toBe('Maintenance tonight');
    expect(await counts(demo)).toMatchObject({ messages: 3 });
    const bd = await t.tokenFor('bdplayer01', 'Demo1234', 'bd');
    expect((await t.value(messageList, { token: bd, merchant: 'bd' })).list).toEqual([]);
  });

  it('refuses bad input with 400 and the field, an unknown member with 404, and a missing admin key; nothing written', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const before = (await t.database.db.select().from(memberMessages)).length;
    expect((await send({ account: 'nobody', title: 'x', content: 'y' })).status).toBe(404);
    const noTitle = await send({ account: 'demo01', title: '', content: 'y' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.field).toBe('title');
    const noKey = await t.request('POST', adminSendMessage.path, {
      body: { merchantCode: 'ph', title: 'x', content: 'y' },
    });
    expect(noKey.status).toBe(403);
    const empty = await t.request('POST', markMessages.path, { token, body: { ids: [], read: true } });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('ids');
    expect((await t.request('GET', messageList.path, { token, query: { status: 'new' } })).status).toBe(400);
    expect(await t.database.db.select().from(memberMessages)).toHaveLength(before);
  });

  it('R6.08 trial sessions get 403 in_need_true_account, counters included', async () => {
    const token = (await createTestClient(t.platform).call(freePlay, { os: 'Linux', platform: 'W' })).token;
    for (const response of [
      await t.request('GET', unreadCount.path, { token }),
      await t.request('GET', messageList.path, { token }),
      await t.request('POST', markMessages.path, { token, body: { ids: [1], read: true } }),
      await t.request('DELETE', deleteMessages.path, { token, body: { ids: [1] } }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ errorCode: ErrorCode.trialAccount });
    }
  });
});
