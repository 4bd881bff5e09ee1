import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { scrollToShow } from './chip-scroll';

interface ChipRowProps {
  /** The group's name for a screen reader (the fieldset's legend). */
  legend: string;
  /** What is chosen: when it changes (and on the first render) its pressed chip is scrolled into view. */
  value: string;
  /** How many chips: other chips (another vendor list) scroll the pressed one into view again too. */
  count: number;
  children: ReactNode;
}

/** Room kept between a chip scrolled into view and the row's edge, where the fade lies. */
const EDGE_PX = 48;

const Chevron = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </svg>
);

/**
 * One row of filter chips at every width, exactly one chip high (the room list-view holds for it
 * while the vendors load), scrolling sideways with snap. The side that has more chips fades out under
 * an arrow that scrolls that way (for a mouse; a keyboard tabs through the chips, which the browser
 * scrolls to, and a finger swipes); the pressed chip is scrolled into view.
 */
export function ChipRow({ legend, value, count, children }: ChipRowProps) {
  const scroller = useRef<HTMLFieldSetElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const shown = useRef(false);

  const measure = useCallback(() => {
    const row = scroller.current;
    if (!row) return;
    const start = row.scrollLeft > 1;
    const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);

  // Observed from the layout effect, so its first answer (the arrows) comes in the frame that first
  // draws the row, read after that frame's layout instead of forcing one of its own.
  useLayoutEffect(() => {
    const row = scroller.current;
    if (!row || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);

  // On a new choice or other chips, not every render: a player's own scrolling stays where it is.
  // The first render of a row whose first chip is pressed (All) has nothing to scroll, and the
  // observer measures it: no layout is forced while the page around it is still being drawn (on
  // /rng that is the frame with the first game cards, bench/RESULTS.md).
  useLayoutEffect(() => {
    const row = scroller.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const first = !shown.current;
    shown.current = true;
    if (
      first &&
      (!chip || chip === row?.querySelector('[aria-pressed]')) &&
      typeof ResizeObserver === 'function'
    )
      return;
    if (row && chip) showChip(row, chip, !first);
    measure();
  }, [value, count, measure]);

  // A chip reached with Tab comes clear of the fade (Chromium does not scroll a fieldset's row to it).
  useEffect(() => {
    const row = scroller.current;
    if (!row) return;
    const focused = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== row) showChip(row, event.target, true);
    };
    row.addEventListener('focusin', focused);
    return () => row.removeEventListener('focusin', focused);
  }, []);

  const page = (direction: 1 | -1) => {
    const row = scroller.current;
    if (row)
      scrollRow(row, row.scrollLeft + direction * Math.max(row.clientWidth - 2 * EDGE_PX, EDGE_PX), true);
  };

  return (
    <div
      className="lk-chip-row"
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
    >
      <fieldset className="lk-chips" ref={scroller} onScroll={measure}>
        <legend className="lk-sr-only">{legend}</legend>
        {children}
      </fieldset>
      {/* Hints for a pointer: out of the tab order and hidden from screen readers, which reach every chip. */}
      <button
        type="button"
        className="lk-chip-row__more lk-chip-row__more--start"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => page(-1)}
      >
        <Chevron back />
      </button>
      <button
        type="button"
        className="lk-chip-row__more lk-chip-row__more--end"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => page(1)}
      >
        <Chevron />
      </button>
    </div>
  );
}

/** Scrolls `row` so that `chip` (laid out in it: the row is its offset parent) shows clear of the edges. */
function showChip(row: HTMLElement, chip: HTMLElement, smoothly: boolean): void {
  const left = scrollToShow(
    { start: chip.offsetLeft, size: chip.offsetWidth },
    { start: row.scrollLeft, size: row.clientWidth },
    EDGE_PX,
  );
  if (left !== null) scrollRow(row, left, smoothly);
}

function scrollRow(row: HTMLElement, left: number, smoothly: boolean): void {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = smoothly && !reduced ? 'smooth' : 'auto';
  if (typeof row.scrollTo === 'function') row.scrollTo({ left, behavior });
  else row.scrollLeft = left;
}
