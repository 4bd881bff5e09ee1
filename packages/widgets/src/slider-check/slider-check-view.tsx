import { clampSliderOffset, type SliderPuzzle, sliderTravel } from '@lobbykit/sdk/accounts';
import { type Ref, useId, useRef } from 'react';
import { useTranslate } from '../ui/use-translate';
import { sliderKeyStep } from './slider-keys';
import './messages/slider-messages';

export type SliderPhase = 'loading' | 'idle' | 'dragging' | 'checking' | 'failed' | 'passed' | 'error';

export interface SliderCheckViewProps {
  /** Null while the first puzzle loads or when it could not. */
  puzzle: SliderPuzzle | null;
  offset: number;
  phase: SliderPhase;
  /** In the error phase: the platform drew too many puzzles for this address, a new one in this many seconds. */
  waitSeconds?: number | null;
  /** A new offset, or how to get it from the current one (key repeats arrive faster than renders). */
  onOffset?: (offset: number | ((current: number) => number)) => void;
  onDragStart?: () => void;
  /** The piece was let go (pointer up) or confirmed (Enter). */
  onDrop?: () => void;
  onRefresh?: () => void;
  handleRef?: Ref<HTMLDivElement>;
}

const percent = (part: number, whole: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`;

/**
 * R4.12: the slider puzzle as the player sees it: the background with its gap, the piece riding at
 * the handle's offset, and the track. Presentation only: the offset and phase come from outside.
 */
export function SliderCheckView({
  puzzle,
  offset,
  phase,
  waitSeconds = null,
  onOffset,
  onDragStart,
  onDrop,
  onRefresh,
  handleRef,
}: SliderCheckViewProps) {
  const t = useTranslate();
  const id = useId();
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; offset: number; scale: number } | null>(null);
  const locked = !puzzle || phase === 'checking' || phase === 'passed' || phase === 'loading';
  const travel = puzzle ? sliderTravel(puzzle) : 0;

  function onPointerDown(event: PointerEvent) {
    if (locked || !puzzle) return;
    event.preventDefault();
    const target = event.currentTarget as HTMLElement;
    target.setPointerCapture?.(event.pointerId);
    target.focus();
    // The picture may be drawn narrower than the puzzle (a 360 px phone): screen pixels are scaled
    // back to puzzle pixels, which are what the server compares.
    const shown = stage.current?.getBoundingClientRect().width ?? 0;
    drag.current = { x: event.clientX, offset, scale: shown > 0 ? puzzle.width / shown : 1 };
    onDragStart?.();
  }

  function onPointerMove(event: PointerEvent) {
    const start = drag.current;
    if (!start || !puzzle) return;
    onOffset?.(clampSliderOffset(puzzle, start.offset + (event.clientX - start.x) * start.scale));
  }

  function onPointerUp() {
    if (!drag.current) return;
    drag.current = null;
    onDrop?.();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (locked || !puzzle) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onDrop?.();
      return;
    }
    const step = sliderKeyStep(event.key, event.shiftKey, travel);
    if (step === null) return;
    event.preventDefault();
    if (phase !== 'dragging') onDragStart?.();
    onOffset?.((current) =>
      clampSliderOffset(puzzle, step === 'start' ? 0 : step === 'end' ? travel : current + step),
    );
  }

  const status =
    phase === 'loading'
      ? t('sliderCheck.loading')
      : phase === 'checking'
        ? t('sliderCheck.checking')
        : phase === 'failed'
          ? t('sliderCheck.failed')
          : phase === 'passed'
            ? t('sliderCheck.passed')
            : phase === 'error'
              ? waitSeconds === null
                ? t('sliderCheck.loadFailed')
                : t('sliderCheck.tooMany', { seconds: waitSeconds })
              : '';

  return (
    <fieldset
      className={`lk-slider lk-slider--${phase}`}
      style={puzzle ? { width: `${puzzle.width}px` } : undefined}
    >
      <legend className="lk-slider__title">{t('sliderCheck.title')}</legend>
      <div className="lk-slider__stage" ref={stage}>
        {puzzle ? (
          <>
            <img
              className="lk-slider__image"
              src={puzzle.image}
              alt=""
              width={puzzle.width}
              height={puzzle.height}
            />
            <img
              className="lk-slider__piece"
              src={puzzle.pieceImage}
              alt=""
              style={{
                left: percent(offset, puzzle.width),
                top: percent(puzzle.pieceY, puzzle.height),
                width: percent(puzzle.pieceSize, puzzle.width),
              }}
            />
          </>
        ) : (
          <div className="lk-slider__placeholder" style={{ aspectRatio: '2 / 1' }} />
        )}
      </div>
      <div className="lk-slider__track">
        <div
          className="lk-slider__fill"
          style={{ width: puzzle ? percent(offset + puzzle.pieceSize / 2, puzzle.width) : '0%' }}
        />
        <div
          ref={handleRef}
          className="lk-slider__handle"
          role="slider"
          tabIndex={0}
          aria-label={t('sliderCheck.handle')}
          aria-describedby={`${id}-hint`}
          aria-valuemin={0}
          aria-valuemax={travel}
          aria-valuenow={offset}
          aria-valuetext={t('sliderCheck.valueText', { offset, max: travel })}
          aria-disabled={locked}
          style={{
            left: puzzle ? percent(offset, puzzle.width) : '0%',
            width: puzzle ? percent(puzzle.pieceSize, puzzle.width) : '44px',
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">{phase === 'passed' ? '✓' : '→'}</span>
        </div>
      </div>
      <p className="lk-slider__hint" id={`${id}-hint`}>
        {t('sliderCheck.instructions')}
      </p>
      <div className="lk-slider__footer">
        <p className="lk-slider__status" role="status">
          {status}
        </p>
        {onRefresh && phase !== 'passed' && phase !== 'checking' ? (
          <button type="button" className="lk-slider__refresh" onClick={onRefresh}>
            {t('sliderCheck.refresh')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
