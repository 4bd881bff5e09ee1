import * as v from 'valibot';
import { queryInt } from '../fields';

/**
 * A client-chosen key that makes a money request safe to retry: the server answers a replay with
 * the first answer and moves nothing (DESIGN.md, the ledger). A UUID fits.
 */
export const requestId = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId is 8 to 64 letters, digits, - or _'),
);

/** A day in the merchant's time zone, as the date pickers send it (R9.43). */
export const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is yyyy-MM-dd'),
  v.check((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Not a calendar date'),
);

/** The day range every record page filters by; the server refuses a range over 92 days. */
export const dayRange = {
  startDate: isoDate,
  endDate: isoDate,
};

export const DAY_RANGE_MAX = 92;

export const paging = {
  pageNo: v.optional(queryInt(1, 100_000), 1),
  pageSize: v.optional(queryInt(1, 100), 20),
};

/** A page of rows, as every record page reads it. */
export const page = <Row extends v.GenericSchema>(row: Row) =>
  v.object({
    list: v.array(row),
    pageNum: v.number(),
    pageSize: v.number(),
    totalPages: v.number(),
    totalCount: v.number(),
  });

/** Requests move In Process -> Approved or Rejected (R4.74). */
export const REQUEST_STATUSES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export const requestStatus = v.picklist(REQUEST_STATUSES);

/** A signed amount (a movement out of a wallet, a loss): at most two places, like `money`. */
export const signedMoney = v.pipe(
  v.number(),
  v.check(
    (amount) => /^-?\d{1,13}(\.\d{1,2})?$/.test(String(amount)),
    'An amount has at most two decimal places',
  ),
);
