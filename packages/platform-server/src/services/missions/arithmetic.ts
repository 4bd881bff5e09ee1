const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A mission's progress as a whole percent, rounded down, so 100 shows only when the target is
 * reached (99.99% of the way is 99). Done past the target counts as the target.
 */
export function percentDone(done: number, target: number): number {
  if (target <= 0) return 100;
  if (done <= 0) return 0;
  if (done >= target) return 100;
  return Math.min(99, Math.floor((done * 100) / target));
}

/** The merchant day before `day` (yyyy-MM-dd). */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The merchant day (yyyy-MM-dd) holding `instant`, `offsetMinutes` east of UTC. */
export function merchantDayOf(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

export interface LastSignIn {
  day: string;
  streak: number;
}

/** The streak a sign-in on `today` makes: one more than yesterday's, else 1 (a missed day starts again). */
export function nextStreak(last: LastSignIn | undefined, today: string): number {
  if (!last) return 1;
  if (last.day === today) return last.streak;
  return last.day === dayBefore(today) ? last.streak + 1 : 1;
}

/** The streak shown today: today's or yesterday's (still alive until today ends), else 0. */
export function streakShown(last: LastSignIn | undefined, today: string): number {
  if (!last) return 0;
  return last.day === today || last.day === dayBefore(today) ? last.streak : 0;
}

/** What the n-th day of a streak pays (minor units): the rewards repeat in cycles. */
export function streakReward(rewards: readonly number[], streak: number): number {
  if (rewards.length === 0 || streak < 1) return 0;
  return rewards[(streak - 1) % rewards.length]!;
}

/**
 * Days of the current cycle already signed: with today signed, its place in the cycle (1..length);
 * before today's sign-in, the days the streak filled since the cycle began (a full cycle starts over).
 */
export function cycleDone(streak: number, signedToday: boolean, length: number): number {
  if (streak <= 0 || length <= 0) return 0;
  return signedToday ? ((streak - 1) % length) + 1 : streak % length;
}
