/** Many requests at once: a limit must hold under a burst, not only one request after another. */
export const burst = <T>(size: number, send: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: size }, (_, index) => send(index)));

/** How many answers had each status, e.g. `{ 200: 1, 429: 9 }`. */
export function statusCounts(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
