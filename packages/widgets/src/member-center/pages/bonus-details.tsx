import { formatDate } from '@lobbykit/sdk';
import { type DayRange, loadBonusDetails, presetRange } from '@lobbykit/sdk/member-center';
import { useState } from 'react';
import { ErrorState } from '../../ui/error-state';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { DateRangePicker } from '../ui/date-range-picker';
import { RecordPager } from '../ui/record-pager';
import { Fact, RecordsEmpty, RecordsSkeleton } from '../ui/record-states';
import { RecordsPage } from '../ui/records-page';
import { useMoney } from '../ui/use-money';
import { useRecordLoad } from '../ui/use-record-load';
import '../messages/records-messages';

/** bonusDetails: every bonus credited in a day range, with the total; empty points to the reward center. */
export default function BonusDetails({ go }: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const [range, setRange] = useState<DayRange>(() => presetRange('previous30'));
  const [pageNo, setPageNo] = useState(1);
  const { state, retry } = useRecordLoad(
    () => loadBonusDetails(range, pageNo),
    `${range.startDate}|${range.endDate}|${pageNo}`,
  );

  return (
    <RecordsPage title={t('memberCenter.nav.bonusDetails')} busy={state.status === 'loading'}>
      <div className="lk-records__filters">
        <DateRangePicker
          value={range}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
        />
      </div>
      {state.status === 'loading' ? (
        <RecordsSkeleton label={t('memberRecords.loading')} />
      ) : state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={retry} />
      ) : (
        <>
          <dl className="lk-records__totals">
            <Fact label={t('memberRecords.bonus.total')} tone={state.data.total > 0 ? 'win' : undefined}>
              {money(state.data.total)}
            </Fact>
          </dl>
          {state.data.list.length === 0 ? (
            <RecordsEmpty
              text={t('memberRecords.bonus.empty')}
              action={{ label: t('memberRecords.bonus.emptyAction'), onClick: () => go('rewardCenter') }}
            />
          ) : (
            <ul className="lk-records__list">
              {state.data.list.map((bonus) => (
                <li key={bonus.id} className="lk-record">
                  <div className="lk-record__head">
                    <h3 className="lk-record__name">{bonus.title}</h3>
                    <span className="lk-record__meta">{formatDate(bonus.createdAt, { time: true })}</span>
                  </div>
                  <dl className="lk-record__facts">
                    <Fact label={t('memberRecords.bonus.title')} tone="win">
                      +{money(bonus.amount)}
                    </Fact>
                    <Fact label={t('memberRecords.bonus.source')}>{bonus.source}</Fact>
                  </dl>
                </li>
              ))}
            </ul>
          )}
          <RecordPager page={state.data.pageNum} pages={state.data.totalPages} onPage={setPageNo} />
        </>
      )}
    </RecordsPage>
  );
}
