/** What the virtual grid needs to know about where it sits and how big its cells are. */
export interface VirtualLayout {
  /** The grid's top edge relative to the top of the visible area (negative once scrolled past). */
  top: number;
  /** Height of the visible area. */
  viewportHeight: number;
  /** One row: a card's height plus the row gap. */
  rowHeight: number;
  columns: number;
  count: number;
  /** Rows rendered above and below the visible ones, so a fast flick never shows a gap. */
  overscan: number;
}

export interface VirtualWindow {
  /** First and one-past-last item index to render. */
  start: number;
  end: number;
  /** Space above the first rendered row, and the whole grid's height. */
  offset: number;
  height: number;
}

/**
 * The slice of a long grid that is on screen (plus `overscan` rows each side): only those cards are
 * in the DOM, however many thousand games the list has, so scrolling costs the same at any length.
 */
export function visibleWindow({
  top,
  viewportHeight,
  rowHeight,
  columns,
  count,
  overscan,
}: VirtualLayout): VirtualWindow {
  const cols = Math.max(1, Math.floor(columns));
  const rows = Math.ceil(count / cols);
  if (count === 0 || rowHeight <= 0)
    return { start: 0, end: Math.min(count, cols * overscan), offset: 0, height: 0 };
  const height = rows * rowHeight;
  const firstVisible = Math.floor(Math.max(0, -top) / rowHeight);
  const lastVisible = Math.floor(Math.max(0, viewportHeight - top) / rowHeight);
  const firstRow = Math.min(rows, Math.max(0, firstVisible - overscan));
  const lastRow = Math.min(rows - 1, lastVisible + overscan);
  if (lastRow < firstRow) return { start: count, end: count, offset: height, height };
  return {
    start: firstRow * cols,
    end: Math.min(count, (lastRow + 1) * cols),
    offset: firstRow * rowHeight,
    height,
  };
}

/** How many columns a computed `grid-template-columns` value (`"160px 160px 160px"`) has. */
export function columnCount(template: string): number {
  const tracks = template
    .trim()
    .split(/\s+/)
    .filter((track) => track !== '' && track !== 'none');
  return Math.max(1, tracks.length);
}
