import { describe, expect, it } from 'vitest';
import { columnCount, visibleWindow } from './virtual-window';

const layout = { top: 0, viewportHeight: 800, rowHeight: 200, columns: 6, count: 10_000, overscan: 2 };

describe('visibleWindow', () => {
  it('renders only the rows on screen plus the overscan, at the top of a 10,000-game list', () => {
    const window = visibleWindow(layout);
    // Rows 0..4 are visible (800 / 200 = 4, plus the one cut at the bottom), 2 more below.
    expect(window).toEqual({ start: 0, end: 7 * 6, offset: 0, height: Math.ceil(10_000 / 6) * 200 });
  });

  it('moves the slice with the scroll and keeps the space above it', () => {
    const window = visibleWindow({ ...layout, top: -100_000 });
    expect(window.start).toBe((500 - 2) * 6);
    expect(window.offset).toBe(498 * 200);
    expect(window.end - window.start).toBeLessThanOrEqual(9 * 6);
  });

  it('stops at the last game', () => {
    const rows = Math.ceil(10_000 / 6);
    const window = visibleWindow({ ...layout, top: -(rows * 200 - 400) });
    expect(window.end).toBe(10_000);
  });

  it('renders nothing but keeps the height when the grid is far below the screen', () => {
    const window = visibleWindow({ ...layout, top: 5_000, count: 12 });
    expect(window.end - window.start).toBeLessThanOrEqual(12);
    expect(window.height).toBe(400);
  });

  it('handles an empty list and an unmeasured row', () => {
    expect(visibleWindow({ ...layout, count: 0 })).toEqual({ start: 0, end: 0, offset: 0, height: 0 });
    expect(visibleWindow({ ...layout, rowHeight: 0, count: 100 }).end).toBe(12);
  });
});

describe('columnCount', () => {
  it('counts the tracks of a computed grid template', () => {
    expect(columnCount('160px 160px 160px')).toBe(3);
    expect(columnCount('104px')).toBe(1);
    expect(columnCount('none')).toBe(1);
  });
});
