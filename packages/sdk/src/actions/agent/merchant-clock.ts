import { $startup } from '../../stores/startup';

/**
 * The agent center's header clock (R2.104, R2.105) tells the merchant's time, the one the team
 * reports count days in, whatever the agent's own computer is set to. Without a merchant offset
 * (an old server), the browser's own.
 */
export function merchantOffsetMinutes(now: Date = new Date()): number {
  const startup = $startup.get();
  const offset = startup.phase === 'ready' ? startup.permission?.merchant.utcOffsetMinutes : undefined;
  return offset ?? -now.getTimezoneOffset();
}

/** R2.104: '+8' for UTC+08:00, '+5:30', '-3', '+0'; the header writes GMT before it. */
export function gmtOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

export interface MerchantClock {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm:ss, 24 hours */
  time: string;
  /** The instant, for a `<time datetime>`. */
  iso: string;
}

/** R2.105: what the clock shows at `now`, in the merchant's time zone. */
export function merchantClock(now: Date, offsetMinutes: number): MerchantClock {
  const shifted = new Date(now.getTime() + offsetMinutes * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 19), iso: now.toISOString() };
}

/** Milliseconds until the next whole second, so the clock turns over with the second, not mid-way. */
export function msToNextSecond(now: Date): number {
  return 1000 - (now.getTime() % 1000);
}
