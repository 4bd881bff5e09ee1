import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { columnCount, type VirtualWindow, visibleWindow } from './virtual-window';

/** Rows kept rendered beyond the screen each way, once the first cards have painted. */
const OVERSCAN_ROWS = 3;
/**
 * Before the first measurement (or where nothing is laid out) this many cards render: fewer than a
 * laptop's first screen shows (15 at 1280 px), more than a phone's (4 at 360 px). The measured
 * first frame then draws the rows in view and no more (half the cards it drew with the buffer: 15
 * of 30 at 1280 px, 4 of 10 at 360 px); the buffer rows follow in the task after that frame, so
 * the first cards paint sooner (bench/RESULTS.md).
 */
const UNMEASURED_COUNT = 12;

interface VirtualGridProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string | number;
  render: (item: Item) => ReactNode;
  /** The element that scrolls, when it is not the page (a modal's body). */
  scrollRoot?: HTMLElement | null | undefined;
  /** Called when the last rendered row comes within two rows of the end of the loaded items. */
  onNearEnd?: (() => void) | undefined;
  label?: string | undefined;
  /** How many items the whole list has on the server, for screen readers (`aria-setsize`). */
  total?: number | undefined;
  /** Other items are on their way to replace these (`aria-busy`). */
  busy?: boolean | undefined;
}

interface Measure {
  columns: number;
  rowHeight: number;
}

/**
 * A grid of cards that keeps only the rows in view (plus a buffer) in the DOM. The columns are the
 * ones CSS chose (`auto-fill`), read back from the computed template; a row's height is the first
 * card's height plus the row gap. Absolutely no per-card work happens while scrolling off-screen.
 * The rows above the window are padding, not a transform: a card that stays keeps its place on
 * the page, so the browser paints only the row that comes in (a moved transform repainted every
 * card each time the window shifted, bench/RESULTS.md).
 */
export function VirtualGrid<Item>({
  items,
  keyOf,
  render,
  scrollRoot,
  onNearEnd,
  label,
  total,
  busy = false,
}: VirtualGridProps<Item>) {
  const outerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const [measure, setMeasure] = useState<Measure>({ columns: 1, rowHeight: 0 });
  const [view, setView] = useState<VirtualWindow | null>(null);
  const [painted, setPainted] = useState(false);
  const count = items.length;
  const overscan = painted ? OVERSCAN_ROWS : 0;

  const update = useCallback(() => {
    const outer = outerRef.current;
    const grid = gridRef.current;
    if (!outer || !grid) return;
    const style = getComputedStyle(grid);
    const columns = columnCount(style.gridTemplateColumns);
    const card = grid.firstElementChild as HTMLElement | null;
    const gap = Number.parseFloat(style.rowGap) || 0;
    const rowHeight = card && card.offsetHeight > 0 ? card.offsetHeight + gap : 0;
    const rootTop = scrollRoot ? scrollRoot.getBoundingClientRect().top : 0;
    const viewportHeight = scrollRoot ? scrollRoot.clientHeight : window.innerHeight;
    const top = outer.getBoundingClientRect().top - rootTop;
    setMeasure((old) =>
      old.columns === columns && old.rowHeight === rowHeight ? old : { columns, rowHeight },
    );
    if (rowHeight === 0) {
      setView(null);
      return;
    }
    const next = visibleWindow({ top, viewportHeight, rowHeight, columns, count, overscan });
    setView((old) =>
      old && old.start === next.start && old.end === next.end && old.height === next.height ? old : next,
    );
  }, [count, scrollRoot, overscan]);

  useLayoutEffect(() => {
    update();
  });

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    const target: HTMLElement | Window = scrollRoot ?? window;
    target.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (observer && outerRef.current) observer.observe(outerRef.current);
    return () => {
      target.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scrollRoot, update]);

  const measured = measure.rowHeight > 0 && view !== null;

  // The buffer rows come after the frame that shows the first measured rows.
  useEffect(() => {
    if (painted || !measured) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, measured]);
  const start = measured ? view.start : 0;
  const end = measured ? view.end : Math.min(count, UNMEASURED_COUNT);

  useEffect(() => {
    if (measured && onNearEnd && count > 0 && end >= count - measure.columns * 2) onNearEnd();
  }, [measured, end, count, measure.columns, onNearEnd]);

  return (
    <div ref={outerRef} className="lk-vgrid" style={measured ? { height: `${view.height}px` } : undefined}>
      <ul
        ref={gridRef}
        className="lk-grid"
        part="grid"
        aria-label={label}
        aria-busy={busy || undefined}
        style={measured ? { paddingTop: `${view.offset}px` } : undefined}
      >
        {items.slice(start, end).map((item, index) => (
          <li
            className="lk-grid__cell"
            key={keyOf(item)}
            aria-posinset={start + index + 1}
            aria-setsize={total ?? count}
          >
            {render(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
