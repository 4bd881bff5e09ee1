import type { ApiClient, ResponseOf } from '@lobbykit/api-client';
import { type ContentPageSection, contentPages, helpCenter } from '@lobbykit/api-client/help-center';
import { getClient } from '../client/configure';
import { $config } from '../stores/config';
import { openModal } from './modal';

export type HelpCenter = ResponseOf<typeof helpCenter>;
export type HelpTopic = HelpCenter['topics'][number];

/** The modal the /help route opens (R2.04). */
export const HELP_MODAL = 'help';
/** R7.18: the help center is asked for with the web device. */
export const HELP_DEVICE = 'WEB';

/** What the help center keeps, and the blog and app install guides kept the same way (R2.103). */
export type TopicSection = 'help' | ContentPageSection;
export type { ContentPageSection };

/** Where the player site shows the blog and the guides; the hash names the page (`/guides#android`). */
export const CONTENT_PAGE_PATHS: Record<ContentPageSection, string> = { blog: '/blog', guide: '/guides' };

// One answer per client, merchant, section and language: reopening the help center does not ask again.
const answers = new WeakMap<ApiClient, Map<string, Promise<HelpCenter>>>();

/**
 * R7.18: the merchant's help topics in the interface language (the server falls back to English
 * topic by topic). Anyone may read them, signed in or not (R6.01). A failed read is not kept, so a
 * retry asks again. `section` asks for the blog or the app install guides instead (R2.103), read,
 * chosen and kept the same way.
 */
export function loadHelpCenter(section: TopicSection = 'help'): Promise<HelpCenter> {
  const client = getClient();
  const { merchantCode, language } = $config.get();
  const key = `${merchantCode}\n${section}\n${language}`;
  const kept = answers.get(client) ?? new Map<string, Promise<HelpCenter>>();
  answers.set(client, kept);
  const known = kept.get(key);
  if (known) return known;
  const loading =
    section === 'help'
      ? client.call(helpCenter, { lang: language, device: HELP_DEVICE })
      : client.call(contentPages, { section, lang: language, device: HELP_DEVICE });
  kept.set(key, loading);
  loading.catch(() => kept.delete(key));
  return loading;
}

/** Forgets the kept answers (tests, or an operator preview that must read afresh). */
export function forgetHelpCenter(): void {
  answers.delete(getClient());
}

/** The topic key a location hash names: `#term` is the terms (R2.05); '' for none. */
export function helpTopicKeyOf(hash: string): string {
  let key = hash.replace(/^#/, '');
  try {
    key = decodeURIComponent(key);
  } catch {
    return '';
  }
  return key.trim().toLowerCase();
}

/** The topic to show for a wanted key: that topic, else the first (an unknown hash shows the start). */
export function helpTopicFor(topics: readonly HelpTopic[], wanted: string): HelpTopic | undefined {
  const key = helpTopicKeyOf(wanted);
  return topics.find((topic) => topic.key === key) ?? topics[0];
}

/** Opens the help center on a topic (`term`), or on the first one. */
export function openHelpCenter(topic?: string): void {
  openModal(HELP_MODAL, topic ? { topic } : {});
}
