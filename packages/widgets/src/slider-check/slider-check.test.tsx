import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../testing/fake-api';
import { SliderCheck } from './slider-check';
import { sliderPuzzle } from './slider-fixtures';

const handle = () => screen.getByRole('slider', { name: 'Puzzle piece position' });
const positionNow = () => Number(handle().getAttribute('aria-valuenow'));
const press = (key: string, shiftKey = false) => fireEvent.keyDown(handle(), { key, shiftKey });

async function shown(verify = vi.fn(async () => true)) {
  let issued = 0;
  platform.on(endpoints.sliderChallenge, () => sliderPuzzle(`puzzle-${++issued}`));
  render(<SliderCheck verify={verify} />);
  await waitFor(() => expect(handle().getAttribute('aria-valuemax')).toBe('256'));
  return verify;
}

describe('slider check widget', () => {
  it('R4.12 loads a puzzle from the platform and puts focus on the handle', async () => {
    await shown();
    expect(platform.calls(endpoints.sliderChallenge)).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Slide the piece into the gap' })).toBeTruthy();
    expect(handle().getAttribute('aria-valuemin')).toBe('0');
    expect(positionNow()).toBe(0);
    await waitFor(() => expect(document.activeElement).toBe(handle()));
  });

  it('R4.12 arrow keys move the piece (Shift further), Home and End jump, and Enter confirms', async () => {
    const verify = await shown();
    press('ArrowRight');
    press('ArrowRight');
    expect(positionNow()).toBe(4);
    press('ArrowRight', true);
    expect(positionNow()).toBe(14);
    press('ArrowLeft');
    expect(positionNow()).toBe(12);
    press('End');
    expect(positionNow()).toBe(256);
    press('Home');
    // Key repeats faster than renders still add up.
    for (let step = 0; step < 5; step += 1) press('ArrowRight', true);
    expect(positionNow()).toBe(50);
    press('Home');
    expect(positionNow()).toBe(0);
    press('Enter');
    expect(verify).not.toHaveBeenCalled();
    press('PageUp');
    press('PageUp');
    expect(positionNow()).toBe(52);
    press('Enter');
    await waitFor(() => expect(verify).toHaveBeenCalledWith({ sliderId: 'puzzle-1', offset: 52 }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verified'));
    expect(handle().getAttribute('aria-disabled')).toBe('true');
  });

  it('R4.12 R8.21 a refused answer says so and brings a new puzzle with the piece back at the start', async () => {
    const verify = await shown(vi.fn(async () => false));
    press('End');
    press('Enter');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('That did not fit. Try this new puzzle.'),
    );
    expect(verify).toHaveBeenCalledWith({ sliderId: 'puzzle-1', offset: 256 });
    expect(positionNow()).toBe(0);
    press('ArrowRight');
    press('Enter');
    await waitFor(() => expect(verify).toHaveBeenLastCalledWith({ sliderId: 'puzzle-2', offset: 2 }));
  });

  it('R4.12 drags the piece with a pointer (mouse or touch) and answers on release', async () => {
    const verify = await shown();
    fireEvent.pointerDown(handle(), { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle(), { clientX: 130, pointerId: 1 });
    expect(positionNow()).toBe(120);
    expect(screen.getByRole('group').className).toContain('lk-slider--dragging');
    fireEvent.pointerMove(handle(), { clientX: 900, pointerId: 1 });
    expect(positionNow()).toBe(256);
    fireEvent.pointerMove(handle(), { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(handle(), { clientX: 150, pointerId: 1 });
    await waitFor(() => expect(verify).toHaveBeenCalledWith({ sliderId: 'puzzle-1', offset: 140 }));
  });

  it('R4.12 says when the puzzle did not load and offers a new one', async () => {
    platform.fail(endpoints.sliderChallenge, 'maintenance', { status: 503, message: 'down' });
    render(<SliderCheck verify={vi.fn(async () => true)} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The puzzle did not load.'));
    platform.on(endpoints.sliderChallenge, sliderPuzzle());
    fireEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    await waitFor(() => expect(handle().getAttribute('aria-valuemax')).toBe('256'));
  });

  it('R4.12 says how long to wait when the platform drew too many puzzles for this address', async () => {
    platform.fail(endpoints.sliderChallenge, 'too_many_requests', {
      status: 429,
      message: 'Too many',
      retryAfter: 42,
    });
    render(<SliderCheck verify={vi.fn(async () => true)} />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Too many puzzles for now. A new one in 42 seconds.',
      ),
    );
    platform.on(endpoints.sliderChallenge, sliderPuzzle());
    fireEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    await waitFor(() => expect(handle().getAttribute('aria-valuemax')).toBe('256'));
  });
});
