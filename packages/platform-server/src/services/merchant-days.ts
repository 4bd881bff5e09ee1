import { ErrorCode } from '@lobbykit/api-client';
import { DAY_RANGE_MAX } from '@lobbykit/api-client/contract';
import type { MerchantRow } from '../db/schema/index';
import { DomainError } from './domain-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The merchant's offset from UTC in minutes (ph +480, bd +360) once the merchant setting exists; else UTC. */
export function utcOffsetMinutesOf(merchant: MerchantRow): number {
  const offset = (merchant.settings as { utcOffsetMinutes?: unknown }).utcOffsetMinutes;
  return typeof offset === 'number' && Number.isInteger(offset) ? offset : 0;
}

/**
 * A record page's day range (both days included, in the merchant's time zone) as a UTC window
 * [from, to). A range that ends before it starts or spans more than DAY_RANGE_MAX days is a 400.
 */
export function dayWindow(merchant: MerchantRow, range: { startDate: string; endDate: string }) {
  const shift = utcOffsetMinutesOf(merchant) * 60_000;
  const start = Date.parse(`${range.startDate}T00:00:00Z`);
  const end = Date.parse(`${range.endDate}T00:00:00Z`) + DAY_MS;
  if (end <= start) {
    throw new DomainError(ErrorCode.validation, 'The end date is before the start date', {
      field: 'endDate',
      messageKey: 'date_range_reversed',
    });
  }
  if ((end - start) / DAY_MS > DAY_RANGE_MAX) {
    throw new DomainError(ErrorCode.validation, `A range is at most ${DAY_RANGE_MAX} days`, {
      field: 'endDate',
      messageKey: 'date_range_too_long',
    });
  }
  return { from: new Date(start - shift), to: new Date(end - shift) };
}

/** pageNo/pageSize as an offset, and the contract's page around the rows. */
export function pageOf(paging: { pageNo: number; pageSize: number }) {
  return { offset: (paging.pageNo - 1) * paging.pageSize, limit: paging.pageSize };
}

export function pageAnswer<T>(list: T[], total: number, paging: { pageNo: number; pageSize: number }) {
  return {
    list,
    pageNum: paging.pageNo,
    pageSize: paging.pageSize,
    totalPages: Math.ceil(total / paging.pageSize),
    totalCount: total,
  };
}
