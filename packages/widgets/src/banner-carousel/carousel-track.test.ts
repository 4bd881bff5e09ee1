import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_SPACING_PX,
  CAROUSEL_TRANSITION_MS,
  currentIndex,
  goTo,
  loops,
  onClone,
  renderedSlides,
  settle,
  startTrack,
  step,
} from './carousel-track';

describe('carousel track', () => {
  it('R9.23 R9.24 R9.25 carries the spec timings and spacing', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(CAROUSEL_TRANSITION_MS).toBe(1000);
    expect(CAROUSEL_SPACING_PX).toBe(20.3);
  });

  it('R2.92 R2.97 loops only with more than one slide', () => {
    expect(loops(0)).toBe(false);
    expect(loops(1)).toBe(false);
    expect(loops(2)).toBe(true);
    expect(renderedSlides(1)).toEqual([0]);
    expect(renderedSlides(3)).toEqual([2, 0, 1, 2, 0]);
    const single = startTrack(1);
    expect(step(single, 1, 1)).toBe(single);
    expect(goTo(single, 0, 1)).toBe(single);
  });

  it('R2.92 going forward past the last banner lands on the first through a clone', () => {
    let state = startTrack(3);
    expect(currentIndex(state, 3)).toBe(0);
    state = step(state, 1, 3);
    state = step(state, 1, 3);
    expect(currentIndex(state, 3)).toBe(2);
    state = step(state, 1, 3);
    expect(state).toEqual({ position: 4, animate: true });
    expect(onClone(state, 3)).toBe(true);
    expect(currentIndex(state, 3)).toBe(0);
    expect(settle(state, 3)).toEqual({ position: 1, animate: false });
  });

  it('R2.92 going back from the first banner lands on the last', () => {
    let state = step(startTrack(3), -1, 3);
    expect(state.position).toBe(0);
    expect(currentIndex(state, 3)).toBe(2);
    state = settle(state, 3);
    expect(state).toEqual({ position: 3, animate: false });
    // Stepping from a clone that has not settled yet first stands on the real slide.
    expect(step({ position: 4, animate: true }, 1, 3)).toEqual({ position: 2, animate: true });
  });

  it('goes straight to a banner, and not at all when it is already shown', () => {
    const state = goTo(startTrack(4), 2, 4);
    expect(state).toEqual({ position: 3, animate: true });
    expect(goTo(state, 2, 4)).toBe(state);
  });
});
