/** Hours, minutes and seconds left until `target`, never below zero. */
export function timeLeft(
  target: string,
  now: number,
): { hours: number; minutes: number; seconds: number; done: boolean } {
  const ms = Math.max(0, Date.parse(target) - now);
  const total = Math.floor(ms / 1000);
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: ms === 0,
  };
}

export const twoDigits = (value: number) => String(value).padStart(2, '0');
