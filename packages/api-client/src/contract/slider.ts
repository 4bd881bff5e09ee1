import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty, text } from './fields';

/**
 * R4.12: what a solved slider check sends along with the call it guards (the SMS send): the puzzle
 * and where the piece was dropped, in pixels from the left edge of the background.
 */
export const sliderResult = v.strictObject({
  sliderId: text(64),
  offset: v.pipe(v.number(), v.minValue(0), v.maxValue(2000)),
});

/**
 * R4.12: a slider puzzle drawn by the platform itself (no third-party service, no outside image):
 * a background with the hole, and the piece the player drags along the row at `pieceY` until it
 * fills the hole. The id works once, for two minutes.
 */
export const sliderChallenge = endpoint({
  method: 'GET',
  path: '/wps/verification/slider',
  request: empty,
  response: v.object({
    sliderId: v.string(),
    width: v.number(),
    height: v.number(),
    pieceSize: v.number(),
    pieceY: v.number(),
    /** `data:image/svg+xml` of the background with the hole drawn. */
    image: v.string(),
    /** `data:image/svg+xml` of the piece. */
    pieceImage: v.string(),
  }),
});
