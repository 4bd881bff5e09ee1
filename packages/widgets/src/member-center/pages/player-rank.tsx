import { loadPlayerRank, turnoverToNext } from '@lobbykit/sdk/member-center';
import { useId } from 'react';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { Fact, RecordsEmpty } from '../ui/record-states';
import { RecordsPage } from '../ui/records-page';
import { useMoney } from '../ui/use-money';
import { useRecordLoad } from '../ui/use-record-load';
import '../messages/records-messages';

/** 0.3 -> "0.3", 1 -> "1": a rate as the ladder states it. */
const formatPercent = (percent: number) => String(percent);

/** playerRank: the VIP level and its label (R3.08), valid turnover and the progress to the next level. */
export default function PlayerRankPage(_props: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const progressId = useId();
  const { state, retry } = useRecordLoad(loadPlayerRank, 'rank');

  return (
    <RecordsPage title={t('memberCenter.nav.playerRank')} busy={state.status === 'loading'}>
      {state.status === 'loading' ? (
        <div className="lk-rank">
          <span className="lk-sr-only" role="status">
            {t('memberRecords.loading')}
          </span>
          <Skeleton width="40%" height="32px" />
          <Skeleton height="12px" round />
          <Skeleton width="70%" height="14px" />
        </div>
      ) : state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={retry} />
      ) : !state.data.hasVip || state.data.levels.length === 0 ? (
        <RecordsEmpty text={t('memberRecords.rank.empty')} />
      ) : (
        <>
          <div className="lk-rank">
            <span className="lk-record__meta">{t('memberRecords.rank.current')}</span>
            <p className="lk-rank__level">
              {state.data.vipLabelName} · {t('memberRecords.rank.level', { level: state.data.vipRankLevel })}
            </p>
            <dl className="lk-record__facts">
              <Fact label={t('memberRecords.rank.validTurnover')}>{money(state.data.validTurnover)}</Fact>
            </dl>
            {state.data.next ? (
              <>
                <span id={progressId} className="lk-record__meta">
                  {t('memberRecords.rank.progress', { label: state.data.next.label })}
                </span>
                <div
                  className="lk-progress"
                  role="progressbar"
                  aria-labelledby={progressId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(state.data.progress * 100)}
                  aria-valuetext={`${Math.round(state.data.progress * 100)}%`}
                >
                  <div className="lk-progress__bar" style={{ width: `${state.data.progress * 100}%` }} />
                </div>
                <p className="lk-record__body">
                  {t('memberRecords.rank.toNext', {
                    amount: money(turnoverToNext(state.data)),
                    label: state.data.next.label,
                  })}
                </p>
              </>
            ) : (
              <p className="lk-record__body">{t('memberRecords.rank.top')}</p>
            )}
          </div>
          <h3 className="lk-records__title">{t('memberRecords.rank.levels')}</h3>
          <ol className="lk-records__list">
            {state.data.levels.map((level) => (
              <li
                key={level.level}
                className={
                  level.level === state.data.vipRankLevel ? 'lk-record lk-record--unread' : 'lk-record'
                }
                aria-current={level.level === state.data.vipRankLevel ? 'true' : undefined}
              >
                <div className="lk-record__head">
                  <span className="lk-record__name">
                    {level.label} · {t('memberRecords.rank.level', { level: level.level })}
                  </span>
                  {level.level === state.data.vipRankLevel ? (
                    <span className="lk-badge lk-badge--ok">{t('memberRecords.rank.yours')}</span>
                  ) : null}
                </div>
                <span className="lk-record__meta">
                  {t('memberRecords.rank.required', { amount: money(level.requiredTurnover) })}
                </span>
                {level.rebatePercent ? (
                  <span className="lk-record__meta">
                    {t('memberRecords.rank.rebate', { percent: formatPercent(level.rebatePercent) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </RecordsPage>
  );
}
