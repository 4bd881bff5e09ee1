import type { MissionWords } from '../../db/schema/missions';

/** The words in the asked language, else EN, else whichever the operator wrote. */
export function wordsIn(words: MissionWords, language: string) {
  return (
    words[language.toUpperCase()] ?? words.EN ?? Object.values(words)[0] ?? { title: '', description: '' }
  );
}
