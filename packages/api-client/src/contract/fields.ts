import * as v from 'valibot';

/** Longest string any field accepts; longer input is refused before it reaches a rule or the database. */
export const MAX_TEXT = 256;

export const text = (max = MAX_TEXT) => v.pipe(v.string(), v.maxLength(max));
export const trimmed = (min = 1, max = MAX_TEXT) =>
  v.pipe(v.string(), v.maxLength(max * 4), v.trim(), v.minLength(min), v.maxLength(max));

/** An integer sent in a query string: numbers pass, numeric strings are converted. */
export const queryInt = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,12}$/))]),
    v.transform(Number),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** A boolean sent in a query string ('true' / 'false'). */
export const queryBool = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false'])]),
    v.transform((value) => value === true || value === 'true'),
  );

export const empty = v.strictObject({});
export const isoDateTime = v.pipe(v.string(), v.isoTimestamp());

/** Member types (spec section 3): agents are 1, 2, 41 and 42, trial players 4, players 0. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const PLAYER_TYPE = 0;
export const memberType = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));
