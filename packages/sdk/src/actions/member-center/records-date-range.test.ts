import { describe, expect, it } from 'vitest';
import { addDays, dayOf, dayRangeProblem, presetOf, presetRange } from './records-date-range';

const today = new Date(2026, 2, 15, 23, 30);

describe('date range presets', () => {
  it('R9.43 previous 7 and 30 days end today and count today', () => {
    expect(presetRange('previous7', today)).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
    expect(presetRange('previous30', today)).toEqual({ startDate: '2026-02-14', endDate: '2026-03-15' });
  });

  it('R9.43 next 7 and 30 days start today', () => {
    expect(presetRange('next7', today)).toEqual({ startDate: '2026-03-15', endDate: '2026-03-21' });
    expect(presetRange('next30', today)).toEqual({ startDate: '2026-03-15', endDate: '2026-04-13' });
  });

  it('R9.43 recognises a range equal to a preset, and none otherwise', () => {
    expect(presetOf({ startDate: '2026-03-09', endDate: '2026-03-15' }, today)).toBe('previous7');
    expect(presetOf({ startDate: '2026-03-10', endDate: '2026-03-15' }, today)).toBeNull();
  });

  it("R9.43 counts today in the merchant's time zone, as the server counts record days", () => {
    const lateUtc = new Date(Date.UTC(2026, 10, 21, 16, 30));
    expect(dayOf(lateUtc, 480)).toBe('2026-11-22'); // already the 22nd in Manila
    expect(dayOf(lateUtc, 360)).toBe('2026-11-21'); // still the 21st in Dhaka
    expect(dayOf(new Date(Date.UTC(2026, 10, 21, 18, 5)), 360)).toBe('2026-11-22');
  });

  it('moves across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('dayRangeProblem', () => {
  it('accepts a range of up to 92 days, either end included', () => {
    expect(dayRangeProblem({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBeNull();
    expect(dayRangeProblem({ startDate: '2026-01-01', endDate: addDays('2026-01-01', 91) })).toBeNull();
  });

  it('refuses an end before the start, a range over 92 days and a day that is not a date', () => {
    expect(dayRangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe('order');
    expect(dayRangeProblem({ startDate: '2026-01-01', endDate: addDays('2026-01-01', 92) })).toBe('tooLong');
    expect(dayRangeProblem({ startDate: '2026-13-01', endDate: '2026-03-01' })).toBe('invalid');
    expect(dayRangeProblem({ startDate: '', endDate: '2026-03-01' })).toBe('invalid');
  });
});
