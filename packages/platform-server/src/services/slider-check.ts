import { randomBytes } from 'node:crypto';
import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type { sliderChallenge, sliderResult } from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  insertSliderPuzzle,
  pruneSliderPuzzles,
  sliderCheckOf,
  spendSliderPuzzle,
} from '../db/slider-puzzles';
import { DomainError } from './domain-error';
import {
  drawSliderPuzzle,
  SLIDER_HEIGHT,
  SLIDER_PIECE,
  SLIDER_WIDTH,
  type SliderDrawing,
  svgDataUrl,
} from './slider-images';
import { sha256 } from './tokens';

/** R4.12: a puzzle answers for two minutes. */
export const SLIDER_TTL_MS = 2 * 60_000;
/** How far from the hole a dropped piece may land, in pixels. */
export const SLIDER_TOLERANCE = 6;
/** Faster than a person can find the hole and drag: an answer this soon after issue is a script's. */
export const SLIDER_MIN_MS = 300;
/** The sdk's translated 'Please complete verification first' (R8.21). */
export const SLIDER_MESSAGE_KEY = 'verify_first';

export type SliderResult = v.InferOutput<typeof sliderResult>;
export type SliderChallenge = ResponseOf<typeof sliderChallenge>;

export interface SliderCheckService {
  issue(): Promise<SliderChallenge>;
  /** Spends the puzzle; throws a 400 on field 'slider' unless it was solved in time, by hand. */
  check(result: SliderResult | undefined): Promise<void>;
  /** Checks the result only where the merchant turned the slider check on. */
  guard(merchantId: number, result: SliderResult | undefined): Promise<void>;
}

const refused = (reason: string) =>
  new DomainError(ErrorCode.validation, `Please complete verification first (${reason})`, {
    field: 'slider',
    messageKey: SLIDER_MESSAGE_KEY,
  });

/** `draw` is swappable so tests know where the hole is. */
export function createSliderCheckService(
  db: Db,
  clock: Clock,
  draw: () => SliderDrawing = drawSliderPuzzle,
): SliderCheckService {
  async function check(result: SliderResult | undefined): Promise<void> {
    if (!result) throw refused('missing');
    const now = clock.now();
    // Spent before it is judged, so a wrong answer burns the puzzle and guessing costs a new one.
    const puzzle = await spendSliderPuzzle(db, sha256(result.sliderId), now);
    if (!puzzle) throw refused('unknown or used');
    if (puzzle.expiresAt.getTime() <= now.getTime()) throw refused('expired');
    if (now.getTime() - puzzle.createdAt.getTime() < SLIDER_MIN_MS) throw refused('too fast');
    if (Math.abs(result.offset - puzzle.targetX) > SLIDER_TOLERANCE) throw refused('wrong');
  }

  return {
    async issue() {
      const now = clock.now();
      const drawing = draw();
      const sliderId = randomBytes(24).toString('base64url');
      await insertSliderPuzzle(db, {
        idHash: sha256(sliderId),
        targetX: drawing.targetX,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SLIDER_TTL_MS),
      });
      await pruneSliderPuzzles(db, new Date(now.getTime() - SLIDER_TTL_MS));
      return {
        sliderId,
        width: SLIDER_WIDTH,
        height: SLIDER_HEIGHT,
        pieceSize: SLIDER_PIECE,
        pieceY: drawing.pieceY,
        image: svgDataUrl(drawing.image),
        pieceImage: svgDataUrl(drawing.pieceImage),
      };
    },
    check,
    async guard(merchantId, result) {
      if (await sliderCheckOf(db, merchantId)) await check(result);
    },
  };
}
