import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('prints yyyy-MM-dd in local time, with HH:mm:ss on request', () => {
    const date = new Date(2026, 2, 1, 14, 5, 9);
    expect(formatDate(date)).toBe('2026-03-01');
    expect(formatDate(date.getTime(), { time: true })).toBe('2026-03-01 14:05:09');
  });

  it('reads ISO strings and leaves an invalid date blank', () => {
    expect(formatDate(new Date(2026, 0, 31, 8).toISOString())).toBe('2026-01-31');
    expect(formatDate('not a date')).toBe('');
  });
});
