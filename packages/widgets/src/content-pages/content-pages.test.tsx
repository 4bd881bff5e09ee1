// @vitest-environment jsdom
// DOMPurify sanitises only under jsdom (STACK.md), and the pages show the operator's HTML.
import { setLanguage } from '@lobbykit/sdk';
import { forgetHelpCenter } from '@lobbykit/sdk/help-center';
import { endpoints, expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../testing/fake-api';
import { ContentPages } from './content-pages';
import { bn } from './messages/bn';
import { en } from './messages/en';
import { ty } from './messages/ty';

const { contentPages } = endpoints;
const guides = [
  { key: 'ios', title: 'Install on iPhone and iPad', content: '<ol><li>Open Safari</li></ol>' },
  {
    key: 'android',
    title: 'Install on Android',
    content:
      '<p>Scan the <strong>Android</strong> code.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  },
];

beforeEach(() => {
  forgetHelpCenter();
  platform.on(contentPages, (input) => ({
    section: input.section,
    language: input.lang ?? 'EN',
    topics: input.section === 'guide' ? guides : [],
  }));
  history.replaceState(null, '', '/');
});
afterEach(() => setLanguage('EN'));

describe('blog and app install guides (R2.103)', () => {
  it('R2.103 /guides#android opens the Android guide, sanitised, and choosing another page updates the hash', async () => {
    history.replaceState(null, '', '/guides#android');
    render(<ContentPages section="guide" />);
    expect(screen.getByRole('heading', { level: 1, name: 'App install guides' })).toBeTruthy();
    const article = await screen.findByRole('article', { name: 'Install on Android' });
    await waitFor(() => expect(article.querySelector('strong')?.textContent).toBe('Android'));
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toContain('onerror');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(Object.fromEntries(platform.calls(contentPages)[0]?.query ?? [])).toEqual({
      section: 'guide',
      lang: 'EN',
      device: 'WEB',
    });
    const nav = screen.getByRole('navigation', { name: 'Install guides' });
    fireEvent.click(nav.querySelector('button')!);
    await screen.findByRole('article', { name: 'Install on iPhone and iPad' });
    expect(location.hash).toBe('#ios');
  });

  it('R2.103 an empty blog says so in words', async () => {
    render(<ContentPages section="blog" />);
    expect(await screen.findByText('There are no blog posts yet.')).toBeTruthy();
  });

  it('R9.30 R2.103 TY and BN have exactly the EN keys, and the page title follows the language', async () => {
    expectSameMessageKeys(en, ty, 'contentPages TY');
    expectSameMessageKeys(en, bn, 'contentPages BN');
    await setLanguage('BN');
    render(<ContentPages section="guide" />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'অ্যাপ ইনস্টল গাইড' })).toBeTruthy(),
    );
  });
});
