import { Header } from '@lobbykit/api-client';
import {
  adminHelpTopics,
  adminUpsertHelpTopic,
  contentPages,
  helpCenter,
} from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const admin = { [Header.adminKey]: TEST_ADMIN_KEY };
const pages = (query: Record<string, string>, merchant = 'ph') =>
  t.value(contentPages, { query: { device: 'WEB', ...query }, merchant });
const keys = (answer: { topics: { key: string }[] }) => answer.topics.map((topic) => topic.key);

describe('R2.103 GET /wps/system/contentPages: the blog and the app install guides', () => {
  it('R2.103 R6.01 answers an anonymous visitor the ph blog and guides in English, and the help center keeps only its own topics', async () => {
    const blog = await pages({ section: 'blog', lang: 'EN' });
    expect(blog).toMatchObject({ section: 'blog', language: 'EN' });
    expect(keys(blog)).toEqual(['play-responsibly', 'wallet-tips']);
    expect(blog.topics[1]!.content).toContain('GCash');
    const guides = await pages({ section: 'guide', lang: 'EN' });
    expect(keys(guides)).toEqual(['ios', 'mobileconfig', 'android']);
    expect(guides.topics[0]!.title).toBe('Install on iPhone and iPad');
    const help = await t.value(helpCenter, { query: { lang: 'EN', device: 'WEB' } });
    expect(keys(help)).not.toContain('ios');
    expect(keys(help)).not.toContain('play-responsibly');
  });

  it('R2.103 answers ph in Filipino and bd in Bengali, with the merchant’s own money and wallets', async () => {
    const ty = await pages({ section: 'guide', lang: 'TY' });
    expect(ty.topics[2]!.title).toBe('I-install sa Android');
    const bn = await pages({ section: 'blog', lang: 'BN' }, 'bd');
    expect(bn.language).toBe('BN');
    expect(bn.topics[1]!.content).toContain('bKash');
    expect(bn.topics[1]!.title).toContain('BDT');
    // A language the merchant wrote nothing in falls back to English, page by page.
    const vi = await pages({ section: 'guide', lang: 'VI' }, 'bd');
    expect(vi.topics[0]!.title).toBe('Install on iPhone and iPad');
  });

  it('R2.103 refuses an unknown section or a malformed lang with 400 and the field', async () => {
    const section = await t.request('GET', contentPages.path, { query: { section: 'casino' } });
    expect(section.status).toBe(400);
    expect(section.body.field).toBe('section');
    const missing = await t.request('GET', contentPages.path, { query: {} });
    expect(missing.status).toBe(400);
    const lang = await t.request('GET', contentPages.path, { query: { section: 'blog', lang: 'english!' } });
    expect(lang.status).toBe(400);
  });

  it('R2.103 an operator writes a guide through the help center API with its section; players read it next, the help center does not change', async () => {
    const before = await t.value(helpCenter, { query: { lang: 'EN', device: 'WEB' } });
    await pages({ section: 'guide', lang: 'EN' });
    const written = await t.request(adminUpsertHelpTopic.method, adminUpsertHelpTopic.path, {
      headers: admin,
      body: {
        merchantCode: 'ph',
        section: 'guide',
        key: 'huawei',
        language: 'EN',
        title: 'Install on Huawei',
        content: '<p>AppGallery</p><script>x()</script>',
      },
    });
    expect(written.status).toBe(200);
    const guides = await pages({ section: 'guide', lang: 'EN' });
    expect(keys(guides)).toEqual(['ios', 'mobileconfig', 'android', 'huawei']);
    // Stored as written; the client sanitises it where it is shown.
    expect(guides.topics[3]!.content).toBe('<p>AppGallery</p><script>x()</script>');
    expect(await t.value(helpCenter, { query: { lang: 'EN', device: 'WEB' } })).toEqual(before);
    const listed = await t.value(adminHelpTopics, {
      query: { merchantCode: 'ph', section: 'guide' },
      headers: admin,
    });
    expect(listed.filter((row) => row.language === 'EN').map((row) => row.key)).toEqual([
      'ios',
      'mobileconfig',
      'android',
      'huawei',
    ]);
  });
});
