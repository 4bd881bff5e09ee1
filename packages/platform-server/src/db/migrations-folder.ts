import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The committed `drizzle/` folder, found by walking up from this file: it sits two levels up from
 * `src/db/` and one level up from the bundled `dist/`, so one lookup serves source and build.
 */
export function migrationsFolder(from: string = import.meta.url): string {
  let directory = dirname(fileURLToPath(from));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(directory, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  throw new Error(`No drizzle migrations folder above ${fileURLToPath(from)}`);
}
