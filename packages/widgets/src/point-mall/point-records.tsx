import { formatCount, formatDate } from '@lobbykit/sdk';
import {
  loadPointRecords,
  loadRedemptions,
  type PointRecord,
  type PointRedemption,
} from '@lobbykit/sdk/points';
import { useState } from 'react';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { usePagedLoadable } from '../ui/use-paged-loadable';
import { useTranslate } from '../ui/use-translate';
import { loadFailureText } from './point-failure';

type Kind = 'history' | 'details';
type Row = PointRedemption | PointRecord;

interface PointRecordsProps {
  kind: Kind;
  money: (amount: number) => string;
  /** Changes after a redeem or a conversion, so the lists load again. */
  version: number;
}

const time = (iso: string) => formatDate(iso, { time: true });

/**
 * R2.102: redeem history (R4.74 statuses, details on demand) and points details (R3.35 fields), page
 * by page with "more": a `pagedLoadable()` store of the sdk, so a page that comes after the list
 * reloaded (a redeem, a conversion, the other tab) is dropped instead of appended.
 */
export function PointRecords({ kind, money, version }: PointRecordsProps) {
  const t = useTranslate();
  const [open, setOpen] = useState<number | null>(null);
  const [load, store] = usePagedLoadable<Row>(
    (pageNo) =>
      (kind === 'history' ? loadRedemptions(pageNo) : loadPointRecords(pageNo)).then((page) => ({
        items: page.list,
        total: page.totalCount,
      })),
    `${kind} ${version}`,
  );

  if (load.status === 'loading') {
    return (
      <ul className="lk-pm-rows" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="lk-pm-row">
            <Skeleton width="40%" />
            <Skeleton width="70%" height="12px" />
          </li>
        ))}
      </ul>
    );
  }
  // A failed first page, or a failed "more": the list says so and starts again from page 1.
  if (load.failure)
    return (
      <ErrorState message={loadFailureText(load.failure, t('pointMall.listError'))} onRetry={store.retry} />
    );
  if (load.items.length === 0) {
    return (
      <p className="lk-pm-empty">
        {t(kind === 'history' ? 'pointMall.historyEmpty' : 'pointMall.detailsEmpty')}
      </p>
    );
  }

  return (
    <>
      <ul className="lk-pm-rows">
        {load.items.map((row) =>
          'rewardTitle' in row ? (
            <li key={row.id} className="lk-pm-row">
              <div className="lk-pm-row__main">
                <strong className="lk-pm-row__title">{row.rewardTitle}</strong>
                <StatusPill status={row.status} />
              </div>
              <div className="lk-pm-row__meta">
                <span className="lk-pm-row__points lk-pm-row__points--out">−{formatCount(row.points)}</span>
                <span>{time(row.createdAt)}</span>
                <button
                  type="button"
                  className="lk-pm-row__toggle"
                  aria-expanded={open === row.id}
                  onClick={() => setOpen(open === row.id ? null : row.id)}
                >
                  {open === row.id ? t('pointMall.hideDetails') : t('pointMall.details')}
                </button>
              </div>
              {open === row.id ? (
                <dl className="lk-pm-row__details">
                  <dt>{t('pointMall.column.points')}</dt>
                  <dd>{formatCount(row.points)}</dd>
                  {row.bonusAmount !== null ? (
                    <>
                      <dt>{t('pointMall.column.amount')}</dt>
                      <dd className="lk-pm-money">{money(row.bonusAmount)}</dd>
                    </>
                  ) : null}
                  <dt>{t('pointMall.column.time')}</dt>
                  <dd>{t('pointMall.requestedAt', { time: time(row.createdAt) })}</dd>
                  {row.reviewedAt ? (
                    <>
                      <dt>{t('pointMall.column.status')}</dt>
                      <dd>{t('pointMall.reviewedAt', { time: time(row.reviewedAt) })}</dd>
                    </>
                  ) : null}
                  {row.rejectReason ? (
                    <>
                      <dt>{t('pointMall.column.remark')}</dt>
                      <dd>{t('pointMall.rejectReason', { reason: row.rejectReason })}</dd>
                    </>
                  ) : null}
                </dl>
              ) : null}
            </li>
          ) : (
            <li key={row.id} className="lk-pm-row">
              <div className="lk-pm-row__main">
                <strong className="lk-pm-row__title">{t(`pointMall.type.${row.type}`)}</strong>
                <span
                  className={
                    row.points < 0 ? 'lk-pm-row__points lk-pm-row__points--out' : 'lk-pm-row__points'
                  }
                >
                  {row.points > 0 ? '+' : '−'}
                  {formatCount(Math.abs(row.points))}
                </span>
              </div>
              <dl className="lk-pm-row__details">
                <dt>{t('pointMall.column.status')}</dt>
                <dd>
                  <StatusPill status={row.status} />
                </dd>
                {row.amount !== null ? (
                  <>
                    <dt>{t('pointMall.column.amount')}</dt>
                    <dd className="lk-pm-money">{money(row.amount)}</dd>
                  </>
                ) : null}
                <dt>{t('pointMall.column.balance')}</dt>
                <dd>{formatCount(row.balance)}</dd>
                <dt>{t('pointMall.column.time')}</dt>
                <dd>{time(row.time)}</dd>
                {row.remark ? (
                  <>
                    <dt>{t('pointMall.column.remark')}</dt>
                    <dd>{row.remark}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ),
        )}
      </ul>
      {load.hasMore ? (
        <Button variant="ghost" onClick={store.more}>
          {t('pointMall.more')}
        </Button>
      ) : null}
    </>
  );
}

function StatusPill({ status }: { status: PointRedemption['status'] }) {
  const t = useTranslate();
  const icon = status === 'APPROVED' ? '✓' : status === 'REJECTED' ? '✕' : '…';
  return (
    <span className={`lk-pm-pill lk-pm-pill--${status.toLowerCase()}`}>
      <span aria-hidden="true">{icon}</span> <span>{t(`pointMall.status.${status}`)}</span>
    </span>
  );
}
