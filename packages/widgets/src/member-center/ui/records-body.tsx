import type { ReactNode } from 'react';
import { RecordLoadView } from './record-load-view';
import { RecordPager } from './record-pager';
import { RecordsEmpty, type RecordsEmptyProps } from './record-states';
import type { RecordLoad } from './use-record-load';

/** A page of records as the sdk's record loaders answer it. */
export interface RecordList {
  list: readonly unknown[];
  pageNum: number;
  totalPages: number;
}

type RowOf<Data extends RecordList> = Data['list'][number];

interface RecordsBodyProps<Data extends RecordList> {
  state: RecordLoad<Data>;
  onRetry(): void;
  /** The figures over the whole filter, above the records (and above their empty state). */
  totals?: (data: Data) => ReactNode;
  /** What an empty page says, and the next thing to do where there is one. */
  empty: RecordsEmptyProps;
  /** Names the list where a page shows more than one. */
  listLabel?: string | undefined;
  onPage(page: number): void;
  /** One record's `<li>`, keyed. */
  children: (row: RowOf<Data>, data: Data) => ReactNode;
}

/**
 * The body every record page shares under its filters: skeleton rows while loading, the failure with
 * Try again, else the totals, the records or their empty state, and the pager.
 */
export function RecordsBody<Data extends RecordList>({
  state,
  onRetry,
  totals,
  empty,
  listLabel,
  onPage,
  children,
}: RecordsBodyProps<Data>) {
  return (
    <RecordLoadView state={state} onRetry={onRetry}>
      {(data) => (
        <>
          {totals?.(data)}
          {data.list.length === 0 ? (
            <RecordsEmpty {...empty} />
          ) : (
            <ul className="lk-records__list" aria-label={listLabel}>
              {data.list.map((row: RowOf<Data>) => children(row, data))}
            </ul>
          )}
          <RecordPager page={data.pageNum} pages={data.totalPages} onPage={onPage} />
        </>
      )}
    </RecordLoadView>
  );
}
