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

/**
 * Ids carry the bounds of their database column, so an id no row can have is a 400 at the contract
 * and never reaches a query ("out of range for type integer" would be a 500). `serial` columns are
 * int4; `bigserial` columns are read as JS numbers, so their ids stop at the safe integer range.
 */
export const INT4_MAX = 2_147_483_647;
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

const idMessage = 'Not a valid id';
const idField = (max: number) =>
  v.pipe(v.number(), v.integer(idMessage), v.minValue(1, idMessage), v.maxValue(max, idMessage));

/** The id of a row of a `serial` (int4) table, in a JSON body: 1..2147483647. */
export const int4Id = idField(INT4_MAX);

/** The id of a row of a `bigserial` table (ledger entries, bets, messages), in a JSON body. */
export const bigintId = idField(BIGINT_ID_MAX);

/** An int4 id in a query string (a number or its digits). */
export const int4IdQuery = queryInt(1, INT4_MAX);

/** A bigint id in a query string (a number or its digits). */
export const bigintIdQuery = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,16}$/))]),
  v.transform(Number),
  v.integer(idMessage),
  v.minValue(1, idMessage),
  v.maxValue(BIGINT_ID_MAX, idMessage),
);

/** A list of ids of one table, as bulk actions send them (1 to `max` ids). */
export const idList = (id: typeof int4Id | typeof bigintId, max: number, emptyMessage: string) =>
  v.pipe(v.array(id), v.minLength(1, emptyMessage), v.maxLength(max));

/** A boolean sent in a query string ('true' / 'false'). */
export const queryBool = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false'])]),
    v.transform((value) => value === true || value === 'true'),
  );

export const empty = v.strictObject({});
export const isoDateTime = v.pipe(v.string(), v.isoTimestamp());

// The member types, in a module without valibot: lobbykit.js's session store reads them at first paint.
export { AGENT_TYPES, PLAYER_TYPE, TRIAL_TYPE } from './member-types';
export const memberType = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));
