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
import { type RateRule, withRateSlot } from './rate-limits';
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
/**
 * Puzzles one IP may draw in a rolling minute. Drawing one costs 20-40 ms of CPU; a person needs
 * one, maybe a few after wrong drops, so 20 never stops a player and stops a script burning the CPU.
 */
export const SLIDER_PUZZLES_PER_IP = 20;
export const SLIDER_RATE_WINDOW_MS = 60_000;
/** The sdk's translated 'Please complete verification first' (R8.21). */
export const SLIDER_MESSAGE_KEY = 'verify_first';

export type SliderResult = v.InferOutput<typeof sliderResult>;
export type SliderChallenge = ResponseOf<typeof sliderChallenge>;

export interface SliderCheckService {
  /** Draws a puzzle for the caller at `ip`; a 429 with `retryAfter` past SLIDER_PUZZLES_PER_IP a minute. */
  issue(ip: string): Promise<SliderChallenge>;
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

/**
 * Counted in rate_events like the other per-IP limits, so N server processes (LOBBYKIT_WORKERS, or
 * instances behind a load balancer) draw at most 20 a minute for one IP together, not 20 each. The
 * count and the record are one step under the IP's advisory lock, so a burst gets exactly 20; a
 * refusal costs one short transaction and no drawing.
 */
export const SLIDER_RATE: RateRule = {
  bucket: 'slider-ip',
  limit: SLIDER_PUZZLES_PER_IP,
  windowMs: SLIDER_RATE_WINDOW_MS,
  message: 'Too many puzzles from this address, please wait',
};

/** `draw` is swappable so tests know where the hole is. */
export function createSliderCheckService(deps: {
  db: Db;
  clock: Clock;
  draw?: (() => SliderDrawing) | undefined;
}): SliderCheckService {
  const { db, clock, draw = drawSliderPuzzle } = deps;
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
    async issue(ip) {
      // The slot before the drawing: a refusal must cost neither CPU nor a puzzle row.
      return withRateSlot(db, clock, SLIDER_RATE, ip, async () => {
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
      });
    },
    check,
    async guard(merchantId, result) {
      if (await sliderCheckOf(db, merchantId)) await check(result);
    },
  };
}
