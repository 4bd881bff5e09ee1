import { ErrorCode } from '@lobbykit/api-client';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  adminCreateAnnouncement,
  announcements,
} from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const ALL_TYPES = { types: 'B,PL,PU,PR,H', platform: 'W' };
const read = (
  query: Record<string, string> = {},
  options: { token?: string; merchant?: string; language?: string } = {},
) =>
  t.value(announcements, {
    query: { ...ALL_TYPES, ...query },
    ...(options.token ? { token: options.token } : {}),
    ...(options.merchant ? { merchant: options.merchant } : {}),
    headers: { Language: options.language ?? 'EN' },
  });
const publish = (body: Record<string, unknown>) =>
  t.request('POST', adminCreateAnnouncement.path, { headers: { 'X-Admin-Key': TEST_ADMIN_KEY }, body });

describe('R7.48 announcements', () => {
  it('R3.09 R2.67 answers home banners and the left-menu banner with image, linkage and target', async () => {
    const { banners } = await read();
    const home = banners.filter((banner) => banner.groupName === 'w_home');
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(banners.filter((banner) => banner.groupName === 'w_leftmenu')).toHaveLength(1);
    expect(home[0]).toMatchObject({
      title: '100% Welcome Bonus',
      url: 'http://platform.test/cdn/images/banners/ph-welcome.en.svg',
      linkageType: 'PROMOTION',
      linkTarget: 'welcome-bonus',
    });
  });

  it('R3.11 R7.49 answers marquee notices with id and title to anonymous callers (execution B)', async () => {
    const { notices, popups } = await read({ execution: 'B' });
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(notices[0]).toMatchObject({
      id: expect.any(Number),
      type: 'H',
      title: expect.stringContaining('₱5,000'),
    });
    expect(popups.map((popup) => popup.execution)).toEqual(popups.map(() => 'B'));
    expect(popups[0]).toMatchObject({
      type: 'PU',
      promotionType: 'newbie',
      content: expect.stringContaining('<strong>'),
    });
  });

  it('R3.10 R4.39 R4.40 R4.41 filters popups by execution A, B and F', async () => {
    const titles = async (execution: string) =>
      (await read({ execution })).popups.map((popup) => popup.title);
    const signedIn = await titles('A');
    const anonymous = await titles('B');
    const firstLogin = await titles('F');
    expect(signedIn).toContain('Daily rebate is live');
    expect(signedIn).not.toContain('Welcome to LobbyKit!');
    expect(anonymous).toContain('Welcome to LobbyKit!');
    expect(anonymous).not.toContain('Daily rebate is live');
    expect(firstLogin).toEqual(['Your account is ready']);
  });

  it('without an execution picks A for a signed-in caller and B for an anonymous one', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect((await read({}, { token })).popups.every((popup) => popup.execution === 'A')).toBe(true);
    expect((await read()).popups.every((popup) => popup.execution === 'B')).toBe(true);
    // A stale token is no refusal on a public read: the caller is simply anonymous.
    expect(
      (await read({}, { token: 'expired-token' })).popups.every((popup) => popup.execution === 'B'),
    ).toBe(true);
  });

  it('R9.02 answers only the asked types', async () => {
    const onlyBanners = await read({ types: 'B' });
    expect(onlyBanners.banners.length).toBeGreaterThan(0);
    expect(onlyBanners.notices).toEqual([]);
    expect(onlyBanners.popups).toEqual([]);
    const marquee = await read({ types: 'H' });
    expect(marquee.notices.every((notice) => notice.type === 'H')).toBe(true);
    expect(marquee.banners).toEqual([]);
  });

  it('answers in the caller language and the merchant own content', async () => {
    const filipino = await read({}, { language: 'TY' });
    expect(filipino.banners[0]!.url).toBe('http://platform.test/cdn/images/banners/ph-welcome.ty.svg');
    expect(filipino.notices[0]!.title).toContain('Mag-register');
    const bengali = await read({}, { merchant: 'bd', language: 'BN' });
    expect(bengali.notices[0]!.title).toContain('৳10,000');
    expect(bengali.banners[0]!.title).toBe('১০০% স্বাগতম বোনাস');
    // A language the merchant has no text in falls back to English.
    expect((await read({}, { merchant: 'bd', language: 'TY' })).banners[0]!.title).toBe('100% Welcome Bonus');
  });

  it('refuses an unknown type with 400 types', async () => {
    const answer = await t.request('GET', announcements.path, { query: { types: 'B,XX' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.validation, field: 'types' });
  });
});

describe('publishing announcements (admin)', () => {
  const popup = {
    merchantCode: 'ph',
    type: 'PU',
    executions: ['B'],
    sortOrder: 0,
    texts: {
      EN: { title: 'Flash offer', content: '<p onclick="x()">Tonight <img src=x onerror=alert(1)></p>' },
    },
  };

  it('stores the HTML as given (the client sanitises) and shows it to the execution', async () => {
    const created = await publish(popup);
    expect(created.status).toBe(200);
    const { popups } = await read({ execution: 'B' });
    expect(popups[0]).toMatchObject({ title: 'Flash offer', content: popup.texts.EN.content });
    expect((await read({ execution: 'A' })).popups.map((entry) => entry.title)).not.toContain('Flash offer');
  });

  it('shows an announcement only inside its window', async () => {
    await publish({ ...popup, startsAt: '2026-01-16T00:00:00Z', endsAt: '2026-01-17T00:00:00Z' });
    const titles = async () => (await read({ execution: 'B' })).popups.map((entry) => entry.title);
    expect(await titles()).not.toContain('Flash offer');
    t.clock.set('2026-01-16T12:00:00Z');
    expect(await titles()).toContain('Flash offer');
    t.clock.set('2026-01-17T00:00:00Z');
    expect(await titles()).not.toContain('Flash offer');
  });

  it('refuses a body over the size limit, a banner without an image, and a caller without the key', async () => {
    const huge = await publish({
      ...popup,
      texts: { EN: { title: 'Big', content: 'x'.repeat(ANNOUNCEMENT_CONTENT_MAX + 1) } },
    });
    expect(huge.status).toBe(400);
    const banner = await publish({ ...popup, type: 'B', groupName: 'w_home' });
    expect(banner.status).toBe(400);
    expect(banner.body).toMatchObject({ field: 'groupName' });
    const anonymous = await t.request('POST', adminCreateAnnouncement.path, { body: popup });
    expect(anonymous.status).toBe(403);
    expect((await publish({ ...popup, merchantCode: 'zz' })).status).toBe(404);
  });
});
