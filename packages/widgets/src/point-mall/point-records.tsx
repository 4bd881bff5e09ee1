import { failureOf, formatDate } from '@lobbykit/sdk';
import {
  loadPointRecords,
  loadRedemptions,
  type PointRecord,
  type PointRedemption,
} from '@lobbykit/sdk/points';
import { useEffect, useState } from 'react';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { useTranslate } from '../ui/use-translate';
import { loadFailureText } from './point-failure';

type Kind = 'history' | 'details';
type Row = PointRedemption | PointRecord;
type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: Row[]; page: number; pages: number };

interface PointRecordsProps {
  kind: Kind;
  money: (amount: number) => string;
  /** Changes after a redeem or a conversion, so the lists load again. */
  version: number;
}

const time = (iso: string) => formatDate(iso, { time: true });

/** R2.102: redeem history (R4.74 statuses, details on demand) and points details (R3.35 fields). */
export function PointRecords({ kind, money, version }: PointRecordsProps) {
  const t = useTranslate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    const request = kind === 'history' ? loadRedemptions(1) : loadPointRecords(1);
    request.then(
      (page) => current && setLoad({ status: 'ready', rows: page.list, page: 1, pages: page.totalPages }),
      (error: unknown) =>
        current &&
        setLoad({ status: 'error', message: loadFailureText(failureOf(error), t('pointMall.listError')) }),
    );
    return () => {
      current = false;
    };
  }, [kind, attempt, version, t]);

  async function more() {
    if (load.status !== 'ready') return;
    const next = load.page + 1;
    try {
      const page = kind === 'history' ? await loadRedemptions(next) : await loadPointRecords(next);
      setLoad({ status: 'ready', rows: [...load.rows, ...page.list], page: next, pages: page.totalPages });
    } catch (error) {
      setLoad({ status: 'error', message: loadFailureText(failureOf(error), t('pointMall.listError')) });
    }
  }

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
  if (load.status === 'error')
    return <ErrorState message={load.message} onRetry={() => setAttempt((n) => n + 1)} />;
  if (load.rows.length === 0) {
    return (
      <p className="lk-pm-empty">
        {t(kind === 'history' ? 'pointMall.historyEmpty' : 'pointMall.detailsEmpty')}
      </p>
    );
  }

  return (
    <>
      <ul className="lk-pm-rows">
        {load.rows.map((row) =>
          'rewardTitle' in row ? (
            <li key={row.id} className="lk-pm-row">
              <div className="lk-pm-row__main">
                <strong className="lk-pm-row__title">{row.rewardTitle}</strong>
                <StatusPill status={row.status} />
              </div>
              <div className="lk-pm-row__meta">
                <span className="lk-pm-row__points lk-pm-row__points--out">
                  −{row.points.toLocaleString('en')}
                </span>
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
                  <dd>{row.points.toLocaleString('en')}</dd>
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
                  {Math.abs(row.points).toLocaleString('en')}
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
                <dd>{row.balance.toLocaleString('en')}</dd>
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
      {load.page < load.pages ? (
        <Button variant="ghost" onClick={() => void more()}>
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
