import type { ContentSection } from '../../db/schema/index';
import { helpFacts, type TopicWords } from '../help-center/facts';
import { bengaliPages } from './bn';
import { englishPages } from './en';
import { filipinoPages } from './ty';

/** A blog post or an app install guide: a help topic of another section (R2.103). */
export type ContentPageWords = TopicWords & { section: Exclude<ContentSection, 'help'> };

/** A merchant's seeded blog and app install guides by language: English, and its second language. */
export function contentPageSeeds(merchantCode: string): Record<string, ContentPageWords[]> {
  const facts = helpFacts[merchantCode];
  if (!facts) return {};
  const second: Record<string, ContentPageWords[]> =
    merchantCode === 'ph'
      ? { TY: filipinoPages(facts) }
      : merchantCode === 'bd'
        ? { BN: bengaliPages(facts) }
        : {};
  return { EN: englishPages(facts), ...second };
}
