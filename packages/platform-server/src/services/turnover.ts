import type { Db } from '../db/database';
import type { MemberRow } from '../db/schema/index';
import { insertTurnoverRequirement, requirementPlays } from '../db/turnover';

/**
 * Adds valid turnover the member must play before withdrawing. Call it inside the transaction that
 * credits the money (a deposit's approval, a reward's claim) so both happen or neither.
 */
export async function addTurnoverRequirement(
  tx: Db,
  memberId: number,
  amountMinor: number,
  source: string,
  at: Date,
): Promise<void> {
  if (amountMinor > 0)
    await insertTurnoverRequirement(tx, { memberId, amount: amountMinor, source, createdAt: at });
}

export interface TurnoverStatus {
  /** Minor units required in the current cycle (since everything before was played through). */
  required: number;
  /** Minor units of that played; the withdrawal is open when done >= required. */
  done: number;
}

/**
 * Folds the requirements in time order: stakes settled after a requirement pay it down; once nothing
 * is outstanding a new cycle starts, so old play never covers a later deposit.
 */
export async function turnoverStatus(db: Db, member: MemberRow): Promise<TurnoverStatus> {
  let required = 0;
  let outstanding = 0;
  for (const { amount, played } of await requirementPlays(db, member.id)) {
    if (outstanding === 0) required = 0;
    required += amount;
    outstanding += amount;
    outstanding = Math.max(0, outstanding - played);
  }
  return { required, done: required - outstanding };
}

/** The turnover multiple of hundredths applied to an amount, rounded half up in integers. */
export const timesHundredths = (amountMinor: number, hundredths: number): number =>
  Math.floor((amountMinor * hundredths + 50) / 100);
