import { describe, expect, it } from 'vitest';
import { timeLeft, twoDigits } from './countdown';

describe('lottery countdown', () => {
  it('splits the time to the next draw into hours, minutes and seconds', () => {
    const now = Date.parse('2026-01-15T10:00:00.000Z');
    expect(timeLeft('2026-01-15T11:02:05.400Z', now)).toEqual({
      hours: 1,
      minutes: 2,
      seconds: 5,
      done: false,
    });
  });

  it('stops at zero once the draw time has passed', () => {
    const now = Date.parse('2026-01-15T10:00:00.000Z');
    expect(timeLeft('2026-01-15T09:59:00.000Z', now)).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it('pads to two digits', () => {
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(42)).toBe('42');
  });
});
