import { useEffect, useRef, useState } from 'react';

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
 * `target`, rolled up to frame by frame so the jackpot visibly counts. Under reduced motion it still
 * counts, evenly and without easing (STYLE.md, motion).
 */
export function useCountUp(target: number): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    if (from === target || typeof requestAnimationFrame !== 'function') {
      shownRef.current = target;
      setShown(target);
      return;
    }
    const reduced = prefersReducedMotion();
    let start: number | null = null;
    let frame = requestAnimationFrame(function tick(now) {
      start ??= now;
      const value = amountAt(from, target, (now - start) / COUNT_UP_MS, reduced);
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return shown;
}
