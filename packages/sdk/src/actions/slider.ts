import { ErrorCode, type ResponseOf, registerSettings } from '@lobbykit/api-client';
import { sliderChallenge, type sliderResult } from '@lobbykit/api-client/accounts';
import type { InferInput } from 'valibot';
import { getClient } from '../client/configure';
import { failureOf } from './failure';

/** R4.12: a puzzle as the server drew it. */
export type SliderPuzzle = ResponseOf<typeof sliderChallenge>;
/** What a solved puzzle sends along with the SMS request it guards. */
export type SliderSolution = InferInput<typeof sliderResult>;

/** R4.12: a new slider puzzle from the platform (self-hosted, no third-party service). */
export function loadSlider(): Promise<SliderPuzzle> {
  return getClient().call(sliderChallenge);
}

/**
 * Seconds to wait before a new puzzle when the platform refused to draw one because this address
 * asked for too many (it answers when a slot frees); null for any other failure.
 */
export function sliderWaitSeconds(error: unknown): number | null {
  const failure = failureOf(error);
  if (failure.errorCode !== ErrorCode.tooManyRequests) return null;
  return Math.max(1, Math.ceil(failure.retryAfter ?? 60));
}

/** The furthest the piece can travel: its left edge at the background's right edge, less itself. */
export const sliderTravel = (puzzle: Pick<SliderPuzzle, 'width' | 'pieceSize'>): number =>
  Math.max(0, puzzle.width - puzzle.pieceSize);

/** Keeps an offset on the track, in whole pixels: the server compares whole pixels. */
export function clampSliderOffset(puzzle: Pick<SliderPuzzle, 'width' | 'pieceSize'>, offset: number): number {
  if (!Number.isFinite(offset)) return 0;
  return Math.min(sliderTravel(puzzle), Math.max(0, Math.round(offset)));
}

/** The answer to send for a piece dropped at `offset`. */
export function sliderSolution(puzzle: SliderPuzzle, offset: number): SliderSolution {
  return { sliderId: puzzle.sliderId, offset: clampSliderOffset(puzzle, offset) };
}

/** Whether the merchant asks for the slider before an SMS code (register settings' `sliderCheck`). */
export const isSliderRequired = (
  settings: { sliderCheck?: boolean | undefined } | null | undefined,
): boolean => settings?.sliderCheck === true;

/** Asks the platform whether the merchant wants the slider before an SMS code (forms without settings at hand). */
export async function needsSlider(): Promise<boolean> {
  return isSliderRequired(await getClient().call(registerSettings));
}
