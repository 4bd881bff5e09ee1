import type { AgentContractPeriod } from '../../db/schema/index';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Period {
  start: Date;
  end: Date;
  /** The period's name in the merchant's time zone: 2026-01-15, 2026-01-15 08:00, 2026-01 ... */
  label: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (local: Date) =>
  `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;

/**
 * The settlement period holding `instant`, in the merchant's time zone (`offsetMinutes` east of UTC):
 * five minutes (R9.36), an hour, a day (R9.37), a week from Monday, the 1st-15th or 16th-last of a
 * month, or a month. Periods of one contract follow each other without gaps: the next starts at `end`.
 */
export function periodAt(period: AgentContractPeriod, instant: Date, offsetMinutes: number): Period {
  const shift = offsetMinutes * MINUTE;
  const local = new Date(instant.getTime() + shift);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let start: number;
  let end: number;
  let label: string;
  switch (period) {
    case 'FiveMinutes':
    case 'Hourly': {
      const size = period === 'Hourly' ? HOUR : 5 * MINUTE;
      start = Math.floor(local.getTime() / size) * size;
      end = start + size;
      const at = new Date(start);
      label = `${dayText(at)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
      break;
    }
    case 'Daily':
      start = midnight;
      end = start + DAY;
      label = dayText(local);
      break;
    case 'Weekly': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      start = midnight - sinceMonday * DAY;
      end = start + 7 * DAY;
      label = `${dayText(new Date(start))}~${dayText(new Date(end - DAY))}`;
      break;
    }
    case 'Semimonthly': {
      const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
      const firstHalf = local.getUTCDate() <= 15;
      start = Date.UTC(year, month, firstHalf ? 1 : 16);
      end = firstHalf ? Date.UTC(year, month, 16) : Date.UTC(year, month + 1, 1);
      label = `${dayText(new Date(start))}~${dayText(new Date(end - DAY))}`;
      break;
    }
    case 'Monthly': {
      const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
      start = Date.UTC(year, month, 1);
      end = Date.UTC(year, month + 1, 1);
      label = `${year}-${pad(month + 1)}`;
      break;
    }
  }
  return { start: new Date(start - shift), end: new Date(end - shift), label };
}
