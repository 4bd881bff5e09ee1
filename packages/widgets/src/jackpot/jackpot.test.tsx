import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { amountAt, COUNT_UP_MS } from './count-up';
import { Jackpot } from './jackpot';

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const amount = () =>
  screen.getByRole('region', { name: 'Progressive jackpot' }).querySelector('.lk-jackpot__amount');

describe('jackpot counter', () => {
  it('R2.75 R2.76 starts between 20,000,000 and 21,000,000 with two decimals and separators', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    render(<Jackpot />);
    expect(amount()?.textContent).toBe('20,250,000.00');
    expect(amount()?.classList.contains('lk-money')).toBe(true);
  });

  it('R2.77 R2.78 rolls up by the step after 3, 4 or 5 s, with no server call', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    // 0.5: start 20,500,000; wait index 1 of [3, 4, 5] s; step 100 + 0.5 * 400 = 300.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<Jackpot />);
    expect(amount()?.textContent).toBe('20,500,000.00');
    await advance(3990);
    expect(amount()?.textContent).toBe('20,500,000.00');
    await advance(10);
    await advance(COUNT_UP_MS / 2);
    const halfway = Number(amount()?.textContent?.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(20_500_000);
    expect(halfway).toBeLessThan(20_500_300);
    await advance(COUNT_UP_MS);
    expect(amount()?.textContent).toBe('20,500,300.00');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('counts without easing under reduced motion, eased otherwise, on whole cents', () => {
    expect(amountAt(100, 200, 0.5, true)).toBe(150);
    expect(amountAt(100, 200, 0.5, false)).toBe(187.5);
    expect(amountAt(100, 200, 2, false)).toBe(200);
    expect(amountAt(0, 1, 1 / 3, true)).toBe(0.33);
  });
});
