import type { DayRange } from './records-date-range';

export interface PageRequest {
  pageNo?: number;
  pageSize?: number;
}

export interface PageOf<Row> {
  list: Row[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

/** The query of a paged record call. */
export function pageQuery(range: DayRange, paging: PageRequest) {
  return { ...range, pageNo: paging.pageNo ?? 1, pageSize: paging.pageSize ?? 20 };
}
