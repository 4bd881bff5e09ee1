/** Spec section 9: the banner carousel's timings and spacing (R2.93, R2.94, R9.23-R9.25). */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_TRANSITION_MS = 1000;
/** The gap between slides, in CSS pixels. */
export const CAROUSEL_SPACING_PX = 20.3;
/** A horizontal drag at least this long (px) is a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * Where the track stands. A looping track renders `[last, ...slides, first]`: moving past an end
 * lands on a clone with the normal slide animation, then `settle` jumps to the real slide without
 * one, so the loop never rewinds visibly across every banner.
 */
export interface TrackState {
  position: number;
  /** False for the jump from a clone to its real slide. */
  animate: boolean;
}

/** Only more than one slide loops (R2.92, R2.97); a single banner stands still. */
export function loops(count: number): boolean {
  return count > 1;
}

export function startTrack(count: number): TrackState {
  return { position: loops(count) ? 1 : 0, animate: false };
}

/** The slides as rendered, clones included, each with the index of the banner it shows. */
export function renderedSlides(count: number): number[] {
  const real = Array.from({ length: count }, (_, index) => index);
  return loops(count) ? [count - 1, ...real, 0] : real;
}

/** The banner (0-based) the track shows or is moving to. */
export function currentIndex(state: TrackState, count: number): number {
  if (!loops(count)) return 0;
  return (((state.position - 1) % count) + count) % count;
}

/** One slide forward (+1) or back (-1); from a clone it first stands on the real slide. */
export function step(state: TrackState, delta: 1 | -1, count: number): TrackState {
  if (!loops(count)) return state;
  const from = settle(state, count).position;
  return { position: from + delta, animate: true };
}

/** Straight to banner `index` (a dot). */
export function goTo(state: TrackState, index: number, count: number): TrackState {
  if (!loops(count) || index === currentIndex(state, count)) return state;
  return { position: index + 1, animate: true };
}

/** After the transition: a clone gives way to the real slide it copies, without animating. */
export function settle(state: TrackState, count: number): TrackState {
  if (!loops(count)) return state;
  if (state.position <= 0) return { position: count, animate: false };
  if (state.position >= count + 1) return { position: 1, animate: false };
  return state;
}

export function onClone(state: TrackState, count: number): boolean {
  return loops(count) && (state.position <= 0 || state.position >= count + 1);
}
