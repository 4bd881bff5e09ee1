import * as v from 'valibot';
import { endpoint } from './endpoint';
import {
  CONTENT_PAGE_SECTIONS,
  HELP_CONTENT_MAX,
  HELP_TITLE_MAX,
  helpLanguage,
  helpTopicKey,
} from './help-center';

/** Which content an operator reads or writes: the help center unless told (the blog, the guides: R2.103). */
const section = v.optional(v.picklist(['help', ...CONTENT_PAGE_SECTIONS]), 'help');

const merchantCode = v.pipe(v.string(), v.maxLength(16));

export const adminHelpTopic = v.object({
  key: v.string(),
  language: v.string(),
  title: v.string(),
  content: v.string(),
  sortOrder: v.number(),
  updatedAt: v.string(),
});

/** Every help topic (or blog post, or guide) of a merchant in every language, as the operator wrote them. */
export const adminHelpTopics = endpoint({
  method: 'GET',
  path: '/admin/help-center',
  auth: 'admin',
  request: v.strictObject({ merchantCode, section }),
  response: v.array(adminHelpTopic),
});

/**
 * An operator writes one topic in one language: a new key or language adds it, an existing one is
 * replaced. Players see it on their next read of the help center.
 */
export const adminUpsertHelpTopic = endpoint({
  method: 'PUT',
  path: '/admin/help-center',
  auth: 'admin',
  request: v.strictObject({
    merchantCode,
    section,
    key: helpTopicKey,
    language: helpLanguage,
    title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(HELP_TITLE_MAX)),
    content: v.pipe(v.string(), v.maxLength(HELP_CONTENT_MAX)),
    /** Where it stands in the list; a new topic without one goes last, an existing one keeps its place. */
    sortOrder: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
  }),
  response: v.object({ key: v.string(), language: v.string(), created: v.boolean() }),
});
