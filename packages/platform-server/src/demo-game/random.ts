import { randomInt } from 'node:crypto';

/** Where a round's luck comes from: node:crypto on the server, a fixed sequence in tests. Never the page. */
export interface Random {
  /** A uniform integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

export const cryptoRandom: Random = { int: (maxExclusive) => randomInt(maxExclusive) };

/** A win of `stake * numerator / denominator`, rounded down to the minor unit, in integer arithmetic. */
export function pays(stake: number, numerator: number, denominator = 1): number {
  const product = stake * numerator;
  return (product - (product % denominator)) / denominator;
}

/** Picks an entry by integer weights out of `total` (the rest of the range is the fallback). */
export function weighted<T>(
  random: Random,
  total: number,
  table: readonly (readonly [number, T])[],
  fallback: T,
): T {
  let roll = random.int(total);
  for (const [weight, value] of table) {
    if (roll < weight) return value;
    roll -= weight;
  }
  return fallback;
}

/** A few distinct integers in [0, size), in draw order. */
export function drawDistinct(random: Random, size: number, count: number): number[] {
  const pool = Array.from({ length: size }, (_, index) => index);
  for (let index = 0; index < count; index += 1) {
    const swap = index + random.int(size - index);
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
  }
  return pool.slice(0, count);
}
