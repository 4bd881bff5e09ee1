import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth a compressed copy; source maps stay as they are (only devtools fetch them). */
const TEXT = /\.(html|js|mjs|css|svg|json)$/;

function* textFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

/** Writes `copy` when it is smaller than the original, and removes a stale one when it is not. */
function keepIfSmaller(path, original, copy) {
  if (copy.length < original.length) writeFileSync(path, copy);
  else rmSync(path, { force: true });
  return Math.min(copy.length, original.length);
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset
 * under `folders`, each only where it saves bytes, for a static server or CDN to send as they are.
 * Returns the bytes before and after, summed over the files, for the build's log.
 */
export async function precompress(folders) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const files = folders.flatMap((folder) => [...textFiles(folder)]);
  await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      totals.files++;
      totals.raw += raw.length;
      totals.br += keepIfSmaller(`${file}.br`, raw, br);
      totals.gz += keepIfSmaller(`${file}.gz`, raw, gz);
    }),
  );
  return totals;
}
