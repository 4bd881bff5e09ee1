import { act, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualGrid } from './virtual-grid';

const items = Array.from({ length: 10_000 }, (_, index) => ({ id: index + 1, name: `Game ${index + 1}` }));

/** happy-dom lays nothing out: give the grid 6 columns of 200 px rows (180 px cards, 20 px gap). */
function fakeLayout(scrollY: () => number) {
  const real = window.getComputedStyle;
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element: Element) => {
    const style = real(element);
    if (!(element as HTMLElement).classList?.contains('lk-grid')) return style;
    return {
      ...style,
      gridTemplateColumns: '160px 160px 160px 160px 160px 160px',
      rowGap: '20px',
    } as CSSStyleDeclaration;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(180);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.classList.contains('lk-vgrid') ? 100 - scrollY() : 0;
    return {
      top,
      left: 0,
      right: 1000,
      bottom: top + 100,
      width: 1000,
      height: 100,
      x: 0,
      y: top,
      toJSON: () => ({}),
    };
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
}

afterEach(() => vi.restoreAllMocks());

describe('virtual grid', () => {
  it('keeps only the rows in view plus a buffer in the DOM, whatever the length of the list', () => {
    let scrollY = 0;
    fakeLayout(() => scrollY);
    const { container } = render(
      <VirtualGrid
        items={items}
        total={items.length}
        keyOf={(item) => item.id}
        render={(item) => <span>{item.name}</span>}
      />,
    );
    const cells = () => Array.from(container.querySelectorAll('li'));
    expect(cells().length).toBeLessThanOrEqual(8 * 6);
    expect(cells()[0]?.textContent).toBe('Game 1');
    expect(cells()[0]?.getAttribute('aria-setsize')).toBe('10000');
    // The outer box is as tall as all 1,667 rows, so the scrollbar is the whole list's.
    expect((container.querySelector('.lk-vgrid') as HTMLElement).style.height).toBe(
      `${Math.ceil(10_000 / 6) * 200}px`,
    );

    scrollY = 200_000;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    return new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        const first = cells()[0];
        expect(Number(first?.getAttribute('aria-posinset'))).toBeGreaterThan(5_000);
        expect(cells().length).toBeLessThanOrEqual(11 * 6);
        resolve();
      }),
    );
  });

  it('draws only the rows in view before its first frame, the buffer rows in the task after it', async () => {
    fakeLayout(() => 0);
    const { container } = render(
      <VirtualGrid items={items} keyOf={(item) => item.id} render={(item) => <span>{item.name}</span>} />,
    );
    const cells = () => container.querySelectorAll('li').length;
    // The grid's top at 100 px of an 800 px window, 200 px rows of 6: rows 0 to 3 are in view.
    expect(cells()).toBe(4 * 6);
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    // Then three rows more below (none above the first).
    expect(cells()).toBe(7 * 6);
  });

  it('asks for more when the last loaded row comes near', () => {
    fakeLayout(() => 0);
    const onNearEnd = vi.fn();
    render(
      <VirtualGrid
        items={items.slice(0, 24)}
        keyOf={(item) => item.id}
        render={(item) => <span>{item.name}</span>}
        onNearEnd={onNearEnd}
      />,
    );
    expect(onNearEnd).toHaveBeenCalled();
  });
});
