import { Header } from '@lobbykit/api-client';
import { adminHelpTopics, adminUpsertHelpTopic, helpCenter } from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const admin = { [Header.adminKey]: TEST_ADMIN_KEY };
const read = (query: Record<string, string>, merchant = 'ph', headers: Record<string, string> = {}) =>
  t.value(helpCenter, { query: { device: 'WEB', ...query }, merchant, headers });
const upsert = (body: Record<string, unknown>) =>
  t.request(adminUpsertHelpTopic.method, adminUpsertHelpTopic.path, { headers: admin, body });
const keys = (answer: { topics: { key: string }[] }) => answer.topics.map((topic) => topic.key);

describe('R7.18 GET /wps/system/helpCenter with lang and device WEB', () => {
  it('R2.04 R6.01 answers an anonymous visitor the ph topics in English, terms under the key of /help#term (R2.05)', async () => {
    const answer = await read({ lang: 'EN' });
    expect(answer.language).toBe('EN');
    expect(keys(answer)).toEqual(['about', 'term', 'privacy', 'responsible', 'faq', 'deposit', 'withdraw']);
    const byKey = Object.fromEntries(answer.topics.map((topic) => [topic.key, topic]));
    expect(byKey.term!.title).toBe('Terms and conditions');
    expect(byKey.responsible!.content).toContain('18+');
    // The FAQ speaks the merchant's money and channels.
    expect(byKey.faq!.content).toContain('₱100.00');
    expect(byKey.faq!.content).toContain('GCash');
    expect(byKey.faq!.content).not.toContain('৳');
  });

  it('answers ph in Filipino and bd in English and Bengali, each with its currency', async () => {
    const ty = await read({ lang: 'TY' });
    expect(ty.topics.find((topic) => topic.key === 'term')!.title).toBe('Mga tuntunin at kundisyon');
    const bdEn = await read({ lang: 'EN' }, 'bd');
    expect(bdEn.topics.find((topic) => topic.key === 'faq')!.content).toContain('৳100.00');
    expect(bdEn.topics.find((topic) => topic.key === 'faq')!.content).toContain('bKash');
    const bn = await read({ lang: 'BN' }, 'bd');
    expect(bn.language).toBe('BN');
    expect(bn.topics.find((topic) => topic.key === 'responsible')!.title).toBe('দায়িত্বশীল গেমিং');
    expect(keys(bn)).toEqual(keys(bdEn));
  });

  it('falls back to English for a language the merchant has no words in, and reads the Language header without lang', async () => {
    const bnOnPh = await read({ lang: 'bn' });
    expect(bnOnPh.language).toBe('BN');
    expect(bnOnPh.topics.find((topic) => topic.key === 'about')!.title).toBe('About us');
    const byHeader = await read({}, 'ph', { [Header.language]: 'TY' });
    expect(byHeader.topics[0]!.title).toBe('Tungkol sa amin');
  });

  it('refuses a malformed lang or device with 400 and the field', async () => {
    const bad = await t.request('GET', helpCenter.path, { query: { lang: 'english!', device: 'WEB' } });
    expect(bad.status).toBe(400);
    const device = await t.request('GET', helpCenter.path, { query: { lang: 'EN', device: 'TV' } });
    expect(device.status).toBe(400);
  });
});

describe('the operator writes help topics (admin)', () => {
  it('an upsert of an existing topic is the next read, though the read before it was kept in memory', async () => {
    expect((await read({ lang: 'EN' })).topics[1]!.title).toBe('Terms and conditions');
    const written = await upsert({
      merchantCode: 'ph',
      key: 'term',
      language: 'EN',
      title: 'Terms of service',
      content: '<p>New terms.</p>',
    });
    expect(written.status).toBe(200);
    expect(written.body.value).toEqual({ key: 'term', language: 'EN', created: false });
    const after = await read({ lang: 'EN' });
    // It keeps its place in the list.
    expect(after.topics[1]).toEqual({ key: 'term', title: 'Terms of service', content: '<p>New terms.</p>' });
    // The other merchant's help center is untouched.
    expect((await read({ lang: 'EN' }, 'bd')).topics[1]!.title).toBe('Terms and conditions');
  });

  it('a new topic goes last, and a translation of it shows in that language only', async () => {
    await read({ lang: 'TY' });
    await upsert({
      merchantCode: 'ph',
      key: 'vip',
      language: 'EN',
      title: 'VIP club',
      content: '<p>Levels</p>',
    });
    await upsert({
      merchantCode: 'ph',
      key: 'vip',
      language: 'TY',
      title: 'VIP na samahan',
      content: '<p>Antas</p>',
    });
    const en = await read({ lang: 'EN' });
    expect(keys(en).at(-1)).toBe('vip');
    expect(en.topics.at(-1)!.title).toBe('VIP club');
    expect((await read({ lang: 'TY' })).topics.at(-1)!.title).toBe('VIP na samahan');
    const listed = await t.value(adminHelpTopics, { query: { merchantCode: 'ph' }, headers: admin });
    expect(
      listed
        .filter((topic) => topic.key === 'vip')
        .map((topic) => topic.language)
        .sort(),
    ).toEqual(['EN', 'TY']);
  });

  it('keeps the HTML as data: stored and answered as written, script and all, for the client to sanitise', async () => {
    const html = '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:x">x</a></p>';
    await upsert({ merchantCode: 'ph', key: 'faq', language: 'EN', title: '<b>FAQ</b>', content: html });
    const faq = (await read({ lang: 'EN' })).topics.find((topic) => topic.key === 'faq')!;
    expect(faq).toEqual({ key: 'faq', title: '<b>FAQ</b>', content: html });
    // Served as JSON, never as a page.
    const raw = await t.request('GET', helpCenter.path, { query: { lang: 'EN' } });
    expect(raw.headers.get('content-type')).toContain('application/json');
  });

  it('refuses a write without the admin key, to an unknown merchant, or with a bad key', async () => {
    const body = { merchantCode: 'ph', key: 'term', language: 'EN', title: 'x', content: '' };
    expect((await t.request('PUT', adminUpsertHelpTopic.path, { body })).status).toBe(403);
    expect((await upsert({ ...body, merchantCode: 'zz' })).status).toBe(404);
    const badKey = await upsert({ ...body, key: 'Terms & Co' });
    expect(badKey.status).toBe(400);
    expect((await read({ lang: 'EN' })).topics[1]!.title).toBe('Terms and conditions');
  });
});
