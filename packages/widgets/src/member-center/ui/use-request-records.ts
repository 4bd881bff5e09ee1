import {
  $moneyDecisions,
  type DayRange,
  type PageOf,
  type PageRequest,
  presetRange,
} from '@lobbykit/sdk/member-center';
import { useEffect, useState } from 'react';
import { type Loaded, useLoad } from './use-load';

export interface RequestRecordsState<Row> {
  loaded: Loaded<PageOf<Row>>;
  /** Loads the shown page again (after a request, a confirmation, a retry). */
  reload(): void;
  range: DayRange;
  /** A new range starts at its first page. */
  setRange(range: DayRange): void;
  pageNo: number;
  setPage(pageNo: number): void;
}

/**
 * The deposit or withdrawal requests of a day range, a page at a time: the previous 30 days at
 * first, as before, and any range the date picker allows (R9.43) after that. A decision on a
 * pending request loads them again, without a Refresh.
 */
export function useRequestRecords<Row>(
  load: (range: DayRange, paging: PageRequest) => Promise<PageOf<Row>>,
): RequestRecordsState<Row> {
  const [range, setRangeState] = useState<DayRange>(() => presetRange('previous30'));
  const [pageNo, setPageNo] = useState(1);
  // Each pick (even the same range again) is a new key, asked once the new range and page rendered.
  const [pick, setPick] = useState(0);
  const [loaded, reload] = useLoad(() => load(range, { pageNo }), String(pick));
  // An operator decided a request the client waited on: the shown page loads again by itself.
  useEffect(() => $moneyDecisions.listen(reload), [reload]);
  return {
    loaded,
    reload,
    range,
    setRange(next) {
      setRangeState(next);
      setPageNo(1);
      setPick((count) => count + 1);
    },
    pageNo,
    setPage(next) {
      setPageNo(next);
      setPick((count) => count + 1);
    },
  };
}
