import { act, fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import '../game-card/messages/games-messages';
import { scrollToShow } from './chip-scroll';
import { VendorChips } from './vendor-chips';

const vendors = ['PG', 'JL', 'CQ9', 'FC', 'JDB', 'KA', 'PP', 'RT', 'SPB', 'YB'].map((code) => ({
  vassalage: code,
  name: code,
}));

/** Lays the row out as a browser would: each chip 80 px wide with 8 px gaps after 12 px of padding, 300 px shown. */
function layOut(row: HTMLElement, scrollLeft = 0) {
  Object.defineProperties(row, {
    clientWidth: { configurable: true, value: 300 },
    scrollWidth: { configurable: true, value: 12 + 11 * 88 - 8 + 12 },
    scrollLeft: { configurable: true, writable: true, value: scrollLeft },
  });
  row.querySelectorAll<HTMLElement>('.lk-chip').forEach((chip, index) => {
    Object.defineProperties(chip, {
      offsetLeft: { configurable: true, value: 12 + index * 88 },
      offsetWidth: { configurable: true, value: 80 },
    });
  });
}

describe('filter chips: one sideways row (issue 13 item 7)', () => {
  it('puts every vendor in one named group of toggles; the edge arrows are out of the tab order and hidden from screen readers', async () => {
    render(<VendorChips vendors={vendors} value="" onChange={() => {}} />);
    const group = await screen.findByRole('group', { name: 'Vendors' });
    expect(group.querySelectorAll('.lk-chip')).toHaveLength(11);
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All vendors',
      ...vendors.map((vendor) => vendor.name),
    ]);
    const arrows = document.querySelectorAll('.lk-chip-row__more');
    expect(arrows).toHaveLength(2);
    for (const arrow of arrows) {
      expect(arrow.getAttribute('aria-hidden')).toBe('true');
      expect(arrow.getAttribute('tabindex')).toBe('-1');
    }
  });

  it('forces no layout on its first render with All pressed: the resize observer measures it in its first frame', () => {
    const observed: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly answer: () => void) {}
        observe() {
          observed.push(this.answer);
        }
        disconnect() {}
      },
    );
    const read = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    const placed = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
    try {
      const { container } = render(<VendorChips vendors={vendors} value="" onChange={() => {}} />);
      expect(read).not.toHaveBeenCalled();
      expect(placed).not.toHaveBeenCalled();
      // The observer is watching from the layout effect; its first answer draws the arrows.
      const row = container.querySelector('fieldset') as HTMLElement;
      layOut(row);
      act(() => {
        for (const answer of observed) answer();
      });
      expect(row.parentElement?.hasAttribute('data-more-end')).toBe(true);
      // Another vendor chosen by the page's link is scrolled to at once.
      render(<VendorChips vendors={vendors} value="YB" onChange={() => {}} />);
      expect(placed).toHaveBeenCalled();
    } finally {
      read.mockRestore();
      placed.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('marks the side that has more chips, as the row scrolls', async () => {
    render(<VendorChips vendors={vendors} value="" onChange={() => {}} />);
    const row = await screen.findByRole('group', { name: 'Vendors' });
    const hints = row.parentElement as HTMLElement;
    layOut(row);
    fireEvent.scroll(row);
    expect(hints.hasAttribute('data-more-start')).toBe(false);
    expect(hints.hasAttribute('data-more-end')).toBe(true);
    layOut(row, 200);
    fireEvent.scroll(row);
    expect(hints.hasAttribute('data-more-start')).toBe(true);
    expect(hints.hasAttribute('data-more-end')).toBe(true);
    layOut(row, row.scrollWidth - 300);
    fireEvent.scroll(row);
    expect(hints.hasAttribute('data-more-start')).toBe(true);
    expect(hints.hasAttribute('data-more-end')).toBe(false);
  });

  it('R2.12 scrolls the chosen vendor into view, clear of the fade, a chip reached with Tab too, and an arrow pages the row', async () => {
    const { rerender } = render(<VendorChips vendors={vendors} value="" onChange={() => {}} />);
    const row = await screen.findByRole('group', { name: 'Vendors' });
    const scrollTo = vi.fn();
    row.scrollTo = scrollTo as typeof row.scrollTo;
    layOut(row);
    rerender(<VendorChips vendors={vendors} value="YB" onChange={() => {}} />);
    // YB is the 11th chip: 12 + 10 * 88 = 892 to 972, shown with 48 px to spare before the right edge.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 972 + 48 - 300, behavior: 'smooth' });
    scrollTo.mockClear();
    rerender(<VendorChips vendors={vendors} value="YB" onChange={() => {}} />);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockClear();
    // Reached with Tab: the 5th chip (364 to 444) comes clear of the fade at the right edge.
    fireEvent.focusIn(screen.getByRole('button', { name: 'FC' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 444 + 48 - 300, behavior: 'smooth' });
    fireEvent.click(document.querySelector('.lk-chip-row__more--end') as Element);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300 - 2 * 48, behavior: 'smooth' });
  });
});

describe('scrollToShow', () => {
  const view = { start: 100, size: 300 };
  it('leaves an item that is already clear of both edges', () => {
    expect(scrollToShow({ start: 200, size: 80 }, view, 48)).toBeNull();
  });
  it('scrolls back to an item under the start edge, and not before the row starts', () => {
    expect(scrollToShow({ start: 120, size: 80 }, view, 48)).toBe(72);
    expect(scrollToShow({ start: 12, size: 80 }, view, 48)).toBe(0);
  });
  it('scrolls on to an item under the end edge', () => {
    expect(scrollToShow({ start: 350, size: 80 }, view, 48)).toBe(178);
  });
  it('shows an item wider than the room from its start', () => {
    expect(scrollToShow({ start: 300, size: 260 }, view, 48)).toBe(252);
  });
});
