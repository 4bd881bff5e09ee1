import { formatDate } from '@lobbykit/sdk';
import { type ReactNode, useRef } from 'react';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useOwnStyles } from '../../ui/use-own-styles';
import { useTranslate } from '../../ui/use-translate';
import { DateRangePicker, dateRangePickerCss } from './date-range-picker';
import { RecordPager, recordPagerCss } from './record-pager';
import { StatusBadge, statusBadgeCss } from './status-badge';
import { useMoney } from './use-currency';
import type { RequestRecordsState } from './use-request-records';
import '../messages/cashier-messages';

export interface RequestRow {
  id: number;
  amount: number;
  status: 'IN_PROCESS' | 'APPROVED' | 'REJECTED';
  createdAt: string;
  remark: string | null;
}

export interface RequestRecordsProps<Row extends RequestRow> {
  records: RequestRecordsState<Row>;
  /** A line under the amount: the channel, the account, the reference. */
  describe: (row: Row) => string;
  /** What else a row offers (the withdrawal confirmation). */
  extra?: (row: Row) => ReactNode;
}

/**
 * The deposit or withdrawal requests under a cashier form, with their statuses (R4.74): any day range
 * through the record pages' picker and its presets (R9.43), a page at a time.
 */
export function RequestRecords<Row extends RequestRow>({
  records,
  describe,
  extra,
}: RequestRecordsProps<Row>) {
  const t = useTranslate();
  const money = useMoney();
  const ref = useRef<HTMLElement>(null);
  // The picker and the pager are the record pages'; their CSS comes with them, not with the shell,
  // as the status badges' does.
  useOwnStyles(ref, `${dateRangePickerCss}${recordPagerCss}${statusBadgeCss}`);
  const { loaded, reload: onReload } = records;
  return (
    <section ref={ref} className="lk-mc-card" aria-labelledby="lk-mc-records-title">
      <div className="lk-mc-item__top">
        <h3 id="lk-mc-records-title">{t('memberCashier.records.title')}</h3>
        <Button variant="ghost" onClick={onReload}>
          {t('memberCashier.records.refresh')}
        </Button>
      </div>
      <DateRangePicker value={records.range} onChange={records.setRange} />
      {loaded.state === 'loading' ? (
        <div className="lk-mc-list" aria-busy="true">
          <Skeleton height="64px" />
          <Skeleton height="64px" />
        </div>
      ) : loaded.state === 'error' ? (
        <ErrorState message={loaded.message} onRetry={onReload} />
      ) : loaded.value.list.length === 0 ? (
        <p className="lk-mc-empty">{t('memberCashier.records.empty')}</p>
      ) : (
        <>
          <ul className="lk-mc-list">
            {loaded.value.list.map((row) => (
              <li key={row.id} className="lk-mc-item" data-record={row.id}>
                <div className="lk-mc-item__top">
                  <strong className="lk-mc-money">{money(row.amount)}</strong>
                  <StatusBadge status={row.status} />
                </div>
                <span className="lk-mc-item__meta">
                  {formatDate(row.createdAt)} · {describe(row)}
                </span>
                {row.remark ? (
                  <span className="lk-mc-item__meta">
                    {t('memberCashier.records.remark', { remark: row.remark })}
                  </span>
                ) : null}
                {extra?.(row)}
              </li>
            ))}
          </ul>
          <RecordPager page={loaded.value.pageNum} pages={loaded.value.totalPages} onPage={records.setPage} />
        </>
      )}
    </section>
  );
}
