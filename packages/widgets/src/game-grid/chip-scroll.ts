/** A stretch along the row: where it starts and how long it is (px). */
export interface Span {
  start: number;
  size: number;
}

/**
 * Where a sideways row must scroll so that `item` is in `view` with `edge` px to spare on either
 * side (where the row's fade lies), or null when it already is. An item wider than the room left
 * is shown from its start.
 */
export function scrollToShow(item: Span, view: Span, edge: number): number | null {
  const fromStart = Math.max(0, item.start - edge);
  let wanted: number | null = null;
  if (fromStart < view.start || item.size > view.size - 2 * edge) wanted = fromStart;
  else if (item.start + item.size + edge > view.start + view.size)
    wanted = item.start + item.size + edge - view.size;
  return wanted === view.start ? null : wanted;
}
