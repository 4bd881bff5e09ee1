import * as v from 'valibot';
import { endpoint } from './endpoint';

/** A topic's key is the help center's anchor: `term` is /help#term (R2.05). */
export const HELP_TOPIC_KEY_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** Longest topic body accepted: the HTML is stored as given and sanitised where shown. */
export const HELP_CONTENT_MAX = 60_000;
export const HELP_TITLE_MAX = 200;

export const helpTopicKey = v.pipe(
  v.string(),
  v.regex(HELP_TOPIC_KEY_PATTERN, 'A key of lower-case letters, digits and dashes, such as term'),
);
export const helpLanguage = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/, 'A language code such as EN'),
  v.toUpperCase(),
);

export const helpTopic = v.object({
  /** about, term, privacy, responsible, faq, deposit, withdraw ... */
  key: v.string(),
  title: v.string(),
  /** HTML as the operator wrote it: sanitise before showing. */
  content: v.string(),
});

/**
 * The help center's topics of the caller's merchant in the operator's order (R7.18), each in `lang`
 * or, where the operator wrote none in it, in English. `language` is the language asked for.
 */
export const helpCenter = endpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  request: v.strictObject({
    lang: v.optional(helpLanguage),
    device: v.optional(v.picklist(['WEB', 'H5', 'APP']), 'WEB'),
  }),
  response: v.object({ language: v.string(), topics: v.array(helpTopic) }),
});

/** The content kept like the help center: the blog and the app install guides of the member area (R2.103). */
export const CONTENT_PAGE_SECTIONS = ['blog', 'guide'] as const;
export const contentPageSection = v.picklist(CONTENT_PAGE_SECTIONS);
export type ContentPageSection = v.InferOutput<typeof contentPageSection>;

/**
 * R2.103: the merchant's blog posts or app install guides (`section`) in the operator's order, each in
 * `lang` or, where the operator wrote none in it, in English; for anyone, as the help center is. The
 * HTML is the operator's: sanitise before showing.
 */
export const contentPages = endpoint({
  method: 'GET',
  path: '/wps/system/contentPages',
  request: v.strictObject({
    section: contentPageSection,
    lang: v.optional(helpLanguage),
    device: v.optional(v.picklist(['WEB', 'H5', 'APP']), 'WEB'),
  }),
  response: v.object({ section: contentPageSection, language: v.string(), topics: v.array(helpTopic) }),
});
