import { afterEach, describe, expect, it } from 'vitest';
import { $startup } from '../../stores/startup';
import { setUpRuntime } from '../../testing/fake-platform';
import { readyWith } from './agent-test-fixtures';
import { gmtOffsetLabel, merchantClock, merchantOffsetMinutes, msToNextSecond } from './merchant-clock';

afterEach(() => $startup.set({ phase: 'loading' }));

describe('the agent center clock', () => {
  it('R2.104 writes the merchant offset as GMT+8, GMT+6, GMT+5:30, GMT-3, GMT+0', () => {
    expect(gmtOffsetLabel(480)).toBe('+8');
    expect(gmtOffsetLabel(360)).toBe('+6');
    expect(gmtOffsetLabel(330)).toBe('+5:30');
    expect(gmtOffsetLabel(-180)).toBe('-3');
    expect(gmtOffsetLabel(0)).toBe('+0');
  });

  it("R2.104 takes the merchant's offset from startup, whatever the browser's zone", () => {
    setUpRuntime();
    readyWith({}, 360);
    expect(merchantOffsetMinutes()).toBe(360);
  });

  it("R2.105 tells the merchant's date and time to the second (16:30:05 UTC is 00:30:05 next day in Manila)", () => {
    const clock = merchantClock(new Date('2026-11-24T16:30:05.250Z'), 480);
    expect(clock).toEqual({ date: '2026-11-25', time: '00:30:05', iso: '2026-11-24T16:30:05.250Z' });
  });

  it('R2.105 ticks on the turn of each second', () => {
    expect(msToNextSecond(new Date('2026-11-24T16:30:05.250Z'))).toBe(750);
    expect(msToNextSecond(new Date('2026-11-24T16:30:05.000Z'))).toBe(1000);
  });
});
