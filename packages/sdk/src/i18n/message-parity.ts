/** Every dotted key of a table with its value: `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }`. */
function flatten(table: object, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(table)) {
    if (value && typeof value === 'object') flatten(value, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

const placeholders = (text: unknown): string[] =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

/**
 * What keeps `translation` from standing in for `english`: a key it lacks or adds, a value that is
 * empty or not a string, a `{{param}}` of the English text it lost or made up. Empty when it matches.
 */
export function messageParityProblems(english: object, translation: object): string[] {
  const reference = flatten(english);
  const other = flatten(translation);
  const problems: string[] = [];
  for (const [key, text] of Object.entries(reference)) {
    if (!(key in other)) {
      problems.push(`missing ${key}`);
      continue;
    }
    const value = other[key];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`empty ${key}`);
    else if (placeholders(value).join() !== placeholders(text).join())
      problems.push(
        `${key} has {{${placeholders(value).join('}} {{')}}} for {{${placeholders(text).join('}} {{')}}}`,
      );
  }
  for (const key of Object.keys(other)) if (!(key in reference)) problems.push(`extra ${key}`);
  return problems;
}

/**
 * The parity assertion of every messages table: throws, listing each problem, unless `translation`
 * has exactly `english`'s keys, none empty, each keeping the English text's `{{params}}`.
 */
export function expectSameMessageKeys(english: object, translation: object, label = 'translation'): void {
  const problems = messageParityProblems(english, translation);
  if (problems.length > 0) throw new Error(`${label} does not match English:\n  ${problems.join('\n  ')}`);
}
