import { type RefObject, useEffect, useRef } from 'react';

/** How long the counter takes to roll from one amount to the next: well under the 3 s shortest step. */
export const COUNT_UP_MS = 1200;

const easeOut = (progress: number) => 1 - (1 - progress) ** 3;
const linear = (progress: number) => progress;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The amount between `from` and `to` at `progress` (0..1), on whole cents. */
export function amountAt(from: number, to: number, progress: number, reducedMotion: boolean): number {
  const clamped = Math.min(1, Math.max(0, progress));
  const eased = reducedMotion ? linear(clamped) : easeOut(clamped);
  return Math.round((from + (to - from) * eased) * 100) / 100;
}

/**
 * Shows `target` in `element` through `format`, rolled up to frame by frame so the jackpot visibly
 * counts. Under reduced motion it still counts, evenly and without easing (STYLE.md, motion). Each
 * frame writes the element's text itself, and only when the shown text changes: a render of the
 * widget per frame kept the home page's main thread busy for as long as the counter rolled
 * (bench/RESULTS.md, Lighthouse).
 */
export function useCountUp(
  element: RefObject<HTMLElement | null>,
  target: number,
  format: (amount: number) => string,
): void {
  const shownRef = useRef(target);

  useEffect(() => {
    const show = (value: number) => {
      shownRef.current = value;
      const text = format(value);
      if (element.current && element.current.textContent !== text) element.current.textContent = text;
    };
    const from = shownRef.current;
    if (from === target || typeof requestAnimationFrame !== 'function') {
      show(target);
      return;
    }
    const reduced = prefersReducedMotion();
    let start: number | null = null;
    let frame = requestAnimationFrame(function tick(now) {
      start ??= now;
      const value = amountAt(from, target, (now - start) / COUNT_UP_MS, reduced);
      show(value);
      if (value !== target) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [element, target, format]);
}
