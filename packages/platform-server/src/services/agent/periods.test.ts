import { describe, expect, it } from 'vitest';
import type { AgentContractPeriod } from '../../db/schema/index';
import { periodAt } from './periods';

/** Manila: 8 hours east of UTC, where the seeded ph merchant settles its days. */
const MANILA = 8 * 60;
const at = (iso: string) => new Date(iso);
const iso = (period: { start: Date; end: Date; label: string }) => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
  label: period.label,
});

describe('settlement periods', () => {
  it('R4.82 R9.37 a Daily period is the merchant’s calendar day, not the UTC one', () => {
    // 2026-03-10 23:30 UTC is already 07:30 on the 11th in Manila.
    expect(iso(periodAt('Daily', at('2026-03-10T23:30:00Z'), MANILA))).toEqual({
      start: '2026-03-10T16:00:00.000Z',
      end: '2026-03-11T16:00:00.000Z',
      label: '2026-03-11',
    });
  });

  it('R4.82 a Weekly period runs Monday to Sunday in the merchant’s time zone', () => {
    // Sunday 2026-03-15 20:00 Manila belongs to the week of Monday the 9th.
    expect(iso(periodAt('Weekly', at('2026-03-15T12:00:00Z'), MANILA))).toEqual({
      start: '2026-03-08T16:00:00.000Z',
      end: '2026-03-15T16:00:00.000Z',
      label: '2026-03-09~2026-03-15',
    });
    // One hour later it is Monday the 16th there: the next week.
    expect(periodAt('Weekly', at('2026-03-15T16:00:00Z'), MANILA).label).toBe('2026-03-16~2026-03-22');
  });

  it('R4.82 a Semimonthly period is the 1st to the 15th or the 16th to the month’s last day', () => {
    expect(periodAt('Semimonthly', at('2026-02-15T15:59:59Z'), MANILA).label).toBe('2026-02-01~2026-02-15');
    expect(iso(periodAt('Semimonthly', at('2026-02-15T16:00:00Z'), MANILA))).toEqual({
      start: '2026-02-15T16:00:00.000Z',
      end: '2026-02-28T16:00:00.000Z',
      label: '2026-02-16~2026-02-28',
    });
    // A leap year's February and a 31-day month end on their own last days.
    expect(periodAt('Semimonthly', at('2028-02-20T00:00:00Z'), MANILA).label).toBe('2028-02-16~2028-02-29');
    expect(periodAt('Semimonthly', at('2026-01-31T00:00:00Z'), MANILA).label).toBe('2026-01-16~2026-01-31');
  });

  it('R4.82 a Monthly period is the merchant’s calendar month, December into January included', () => {
    expect(iso(periodAt('Monthly', at('2026-12-31T16:30:00Z'), MANILA))).toEqual({
      start: '2026-12-31T16:00:00.000Z',
      end: '2027-01-31T16:00:00.000Z',
      label: '2027-01',
    });
    expect(periodAt('Monthly', at('2026-12-31T15:59:59Z'), MANILA).label).toBe('2026-12');
  });

  it('R4.82 R9.36 every kind of period is followed by the next without a gap or an overlap', () => {
    const kinds: AgentContractPeriod[] = [
      'Daily',
      'Weekly',
      'Semimonthly',
      'Monthly',
      'Hourly',
      'FiveMinutes',
    ];
    for (const kind of kinds) {
      let period = periodAt(kind, at('2026-11-25T03:17:00Z'), MANILA);
      for (let step = 0; step < 40; step++) {
        expect(period.start.getTime()).toBeLessThan(period.end.getTime());
        const next = periodAt(kind, period.end, MANILA);
        expect(next.start.getTime(), `${kind} after ${period.label}`).toBe(period.end.getTime());
        expect(next.label).not.toBe(period.label);
        period = next;
      }
    }
  });
});
