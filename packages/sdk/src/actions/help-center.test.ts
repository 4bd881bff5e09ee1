import { contentPages, helpCenter } from '@lobbykit/api-client/help-center';
import { failure } from '@lobbykit/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../stores/config';
import { $modal } from '../stores/modal';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import {
  CONTENT_PAGE_PATHS,
  helpTopicFor,
  helpTopicKeyOf,
  loadHelpCenter,
  openHelpCenter,
} from './help-center';

const topics = [
  { key: 'about', title: 'About us', content: '<p>Hello</p>' },
  { key: 'term', title: 'Terms and conditions', content: '<p>Terms</p>' },
];

let harness: Harness;
beforeEach(() => {
  harness = setUpRuntime();
  harness.platform.on(helpCenter, (input) => ({ language: input.lang ?? 'EN', topics }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  $modal.set(null);
});

describe('loadHelpCenter', () => {
  it('R7.18 R6.01 asks /wps/system/helpCenter with lang and device WEB, without a token', async () => {
    const answer = await loadHelpCenter();
    expect(answer.topics.map((topic) => topic.key)).toEqual(['about', 'term']);
    const [request] = harness.platform.calls(helpCenter);
    expect(Object.fromEntries(request!.query)).toEqual({ lang: 'EN', device: 'WEB' });
    expect(request!.headers.get('Authorization')).toBeNull();
  });

  it('asks in the interface language and keeps each language answer for the next opening', async () => {
    await loadHelpCenter();
    await loadHelpCenter();
    $config.setKey('language', 'TY');
    expect((await loadHelpCenter()).language).toBe('TY');
    expect(harness.platform.calls(helpCenter).map((request) => request.query.get('lang'))).toEqual([
      'EN',
      'TY',
    ]);
  });

  it('does not keep a failure: a retry asks again', async () => {
    harness.platform.on(helpCenter, () => failure('unknown', { status: 500 }));
    await expect(loadHelpCenter()).rejects.toMatchObject({ errorCode: 'unknown' });
    harness.platform.on(helpCenter, { language: 'EN', topics });
    expect((await loadHelpCenter()).topics).toHaveLength(2);
  });
});

describe('choosing the topic', () => {
  it('R2.05 #term picks the terms; no hash or an unknown one picks the first topic', () => {
    expect(helpTopicFor(topics, '#term')?.title).toBe('Terms and conditions');
    expect(helpTopicFor(topics, 'TERM')?.key).toBe('term');
    expect(helpTopicFor(topics, '')?.key).toBe('about');
    expect(helpTopicFor(topics, '#feedback')?.key).toBe('about');
    expect(helpTopicFor([], '#term')).toBeUndefined();
    expect(helpTopicKeyOf('#%E0%A4')).toBe('');
  });

  it('R2.04 openHelpCenter opens the help modal, on a topic when named', () => {
    openHelpCenter('term');
    expect($modal.get()).toEqual({ name: 'help', props: { topic: 'term' } });
    openHelpCenter();
    expect($modal.get()).toEqual({ name: 'help', props: {} });
  });
});

describe('blog and app install guides (R2.103)', () => {
  const guides = [{ key: 'android', title: 'Install on Android', content: '<ol><li>Scan</li></ol>' }];

  it('R2.103 asks /wps/system/contentPages with the section, lang and device WEB, without a token, and keeps each section apart', async () => {
    harness.platform.on(contentPages, (input) => ({
      section: input.section,
      language: input.lang ?? 'EN',
      topics: guides,
    }));
    const answer = await loadHelpCenter('guide');
    expect(answer.topics).toEqual(guides);
    await loadHelpCenter('guide');
    await loadHelpCenter('blog');
    const calls = harness.platform.calls(contentPages);
    expect(calls.map((request) => Object.fromEntries(request.query))).toEqual([
      { section: 'guide', lang: 'EN', device: 'WEB' },
      { section: 'blog', lang: 'EN', device: 'WEB' },
    ]);
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    // The help center is its own answer, not the guides'.
    expect((await loadHelpCenter()).topics.map((topic) => topic.key)).toEqual(['about', 'term']);
    expect(CONTENT_PAGE_PATHS).toEqual({ blog: '/blog', guide: '/guides' });
  });
});
