import { DAY_RANGE_MAX } from '@lobbykit/api-client/member-center';
import { $startup } from '../../stores/startup';

/** A day range as the record pages send it: yyyy-MM-dd, both ends included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** R9.43: the date picker's presets, next and previous 7 and 30 days. */
export const DATE_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The merchant's offset from UTC in minutes, when the startup answer gave one. */
function merchantOffsetMinutes(): number | undefined {
  const startup = $startup.get();
  return startup.phase === 'ready' ? startup.permission?.merchant.utcOffsetMinutes : undefined;
}

/**
 * The calendar day of `date` in the merchant's time zone, the one the server counts record days in,
 * so a player abroad (or a browser on UTC) still sees today's deposit under today. Without a
 * merchant offset, the player's own time zone.
 */
export function dayOf(date: Date, offsetMinutes = merchantOffsetMinutes()): string {
  if (offsetMinutes === undefined)
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** `day` moved by whole days; calendar arithmetic in UTC so a daylight-saving change cannot skip a day. */
export function addDays(day: string, days: number): string {
  const moved = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
  return moved.toISOString().slice(0, 10);
}

/**
 * R9.43: 'previous N days' is the N days ending today, 'next N days' the N days starting today;
 * both count today, so each covers exactly N calendar days.
 */
export function presetRange(preset: DatePreset, today: Date = new Date()): DayRange {
  const day = dayOf(today);
  switch (preset) {
    case 'previous7':
      return { startDate: addDays(day, -6), endDate: day };
    case 'previous30':
      return { startDate: addDays(day, -29), endDate: day };
    case 'next7':
      return { startDate: day, endDate: addDays(day, 6) };
    case 'next30':
      return { startDate: day, endDate: addDays(day, 29) };
  }
}

/** The preset a range equals today, if any, so the picker can mark it as chosen. */
export function presetOf(range: DayRange, today: Date = new Date()): DatePreset | null {
  return (
    DATE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
    }) ?? null
  );
}

export type DayRangeProblem = 'invalid' | 'order' | 'tooLong';

/**
 * What the server would refuse about a range, checked before asking: a day that is not a date, an
 * end before the start, or more than DAY_RANGE_MAX days. Null when the range is fine.
 */
export function dayRangeProblem(range: DayRange): DayRangeProblem | null {
  const start = Date.parse(`${range.startDate}T00:00:00Z`);
  const end = Date.parse(`${range.endDate}T00:00:00Z`);
  const shape = /^\d{4}-\d{2}-\d{2}$/;
  if (!shape.test(range.startDate) || !shape.test(range.endDate) || Number.isNaN(start) || Number.isNaN(end))
    return 'invalid';
  if (end < start) return 'order';
  if ((end - start) / DAY_MS + 1 > DAY_RANGE_MAX) return 'tooLong';
  return null;
}
