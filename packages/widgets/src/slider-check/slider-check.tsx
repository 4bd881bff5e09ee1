import {
  loadSlider,
  type SliderPuzzle,
  type SliderSolution,
  sliderSolution,
  sliderWaitSeconds,
} from '@lobbykit/sdk/accounts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { withTokenDefaults } from '../theme/tokens';
import { useOwnStyles } from '../ui/use-own-styles';
import { sliderCheckCss } from './slider-check.css';
import { SliderCheckView, type SliderPhase } from './slider-check-view';

const sheet = withTokenDefaults(sliderCheckCss);

export interface SliderCheckProps {
  /**
   * Sends the guarded request with the solution; answers false when the server refused the slider
   * (a new puzzle then loads), true otherwise.
   */
  verify: (solution: SliderSolution) => Promise<boolean>;
}

/**
 * R4.12: the self-hosted slider check shown before an SMS code is sent where the merchant turned it
 * on. Loads a puzzle from the platform, lets the player drag or key the piece into the gap, and
 * hands the drop to `verify`.
 */
export function SliderCheck({ verify }: SliderCheckProps) {
  const root = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  useOwnStyles(root, sheet);
  const [puzzle, setPuzzle] = useState<SliderPuzzle | null>(null);
  const [offset, setOffset] = useState(0);
  const [phase, setPhase] = useState<SliderPhase>('loading');
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  /** A new puzzle; `after` is the phase to show once it is in (failed keeps its message). */
  const load = useCallback((after: SliderPhase) => {
    loadSlider().then(
      (next) => {
        if (!alive.current) return;
        setPuzzle(next);
        setOffset(0);
        setPhase(after);
        // The player lands on the handle, so the arrow keys work at once.
        handle.current?.focus();
      },
      (error: unknown) => {
        if (!alive.current) return;
        setWaitSeconds(sliderWaitSeconds(error));
        setPhase('error');
      },
    );
  }, []);

  useEffect(() => {
    alive.current = true;
    load('idle');
  }, [load]);

  async function drop() {
    // A piece never moved is not an answer: the gap is never at the start of the track.
    if (!puzzle || offset === 0) {
      setPhase(phase === 'dragging' ? 'idle' : phase);
      return;
    }
    setPhase('checking');
    const accepted = await verify(sliderSolution(puzzle, offset));
    if (!alive.current) return;
    if (accepted) setPhase('passed');
    else {
      // The refused puzzle is spent: held still until the next one is in, which shows the failure.
      setPhase('loading');
      load('failed');
    }
  }

  return (
    <div ref={root}>
      <SliderCheckView
        puzzle={puzzle}
        offset={offset}
        phase={phase}
        waitSeconds={waitSeconds}
        handleRef={handle}
        onOffset={setOffset}
        onDragStart={() => setPhase('dragging')}
        onDrop={drop}
        onRefresh={() => {
          setPhase('loading');
          load('idle');
        }}
      />
    </div>
  );
}
