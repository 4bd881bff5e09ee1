import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from './database';
import { loginSettings, type SliderPuzzleRow, sliderPuzzles } from './schema/index';

export async function sliderCheckOf(db: Db, merchantId: number): Promise<boolean> {
  const [row] = await db
    .select({ sliderCheck: loginSettings.sliderCheck })
    .from(loginSettings)
    .where(eq(loginSettings.merchantId, merchantId))
    .limit(1);
  return row?.sliderCheck ?? false;
}

export async function insertSliderPuzzle(db: Db, puzzle: typeof sliderPuzzles.$inferInsert): Promise<void> {
  await db.insert(sliderPuzzles).values(puzzle);
}

/** Puzzles that expired before `before` can never be answered; dropping them keeps the table small. */
export async function pruneSliderPuzzles(db: Db, before: Date): Promise<void> {
  await db.delete(sliderPuzzles).where(lt(sliderPuzzles.expiresAt, before));
}

/**
 * Spends a puzzle and answers it as it was, or undefined when it does not exist or was already
 * spent; one UPDATE, so two requests with the same id never both get it.
 */
export async function spendSliderPuzzle(
  db: Db,
  idHash: string,
  at: Date,
): Promise<SliderPuzzleRow | undefined> {
  const [row] = await db
    .update(sliderPuzzles)
    .set({ usedAt: at })
    .where(and(eq(sliderPuzzles.idHash, idHash), isNull(sliderPuzzles.usedAt)))
    .returning();
  return row;
}
