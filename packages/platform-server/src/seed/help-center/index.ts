import { bengaliTopics } from './bn';
import { englishTopics } from './en';
import { helpFacts, type TopicWords } from './facts';
import { filipinoTopics } from './ty';

/** A merchant's seeded help center by language: English, and its second language. */
export function helpTopicSeeds(merchantCode: string): Record<string, TopicWords[]> {
  const facts = helpFacts[merchantCode];
  if (!facts) return {};
  const second: Record<string, TopicWords[]> =
    merchantCode === 'ph'
      ? { TY: filipinoTopics(facts) }
      : merchantCode === 'bd'
        ? { BN: bengaliTopics(facts) }
        : {};
  return { EN: englishTopics(facts), ...second };
}
