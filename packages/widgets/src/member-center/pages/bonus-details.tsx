import { formatDate } from '@lobbykit/sdk';
import { loadBonusDetails, presetRange } from '@lobbykit/sdk/member-center';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { DateRangePicker } from '../ui/date-range-picker';
import { Fact } from '../ui/record-states';
import { RecordsPage } from '../ui/records-page';
import { useMoney } from '../ui/use-money';
import { useRecordLoad } from '../ui/use-record-load';
import '../messages/records-messages';
import { en } from '../messages/records-en';
import { RecordsBody } from '../ui/records-body';
import { useRecordQuery } from '../ui/use-record-query';

/** A bonus's source in the player's language; a source this page does not know yet is shown as is. */
function useSourceLabel() {
  const t = useTranslate();
  return (source: string) =>
    source in en.bonus.sources
      ? t(`memberRecords.bonus.sources.${source as keyof typeof en.bonus.sources}`)
      : source;
}

/** bonusDetails: every bonus credited in a day range, with the total; empty points to the reward center. */
export default function BonusDetails({ go }: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const sourceLabel = useSourceLabel();
  const records = useRecordQuery(() => ({ range: presetRange('previous30') }));
  const { range, pageNo } = records.query;
  const { state, retry } = useRecordLoad(() => loadBonusDetails(range, pageNo), records.key);

  return (
    <RecordsPage title={t('memberCenter.nav.bonusDetails')} busy={state.status === 'loading'}>
      <div className="lk-records__filters">
        <DateRangePicker value={range} onChange={(next) => records.change({ range: next })} />
      </div>
      <RecordsBody
        state={state}
        onRetry={retry}
        totals={(data) => (
          <dl className="lk-records__totals">
            <Fact label={t('memberRecords.bonus.total')} tone={data.total > 0 ? 'win' : undefined}>
              {money(data.total)}
            </Fact>
          </dl>
        )}
        empty={{
          text: t('memberRecords.bonus.empty'),
          action: { label: t('memberRecords.bonus.emptyAction'), onClick: () => go('rewardCenter') },
        }}
        onPage={records.setPage}
      >
        {(bonus) => (
          <li key={bonus.id} className="lk-record">
            <div className="lk-record__head">
              <h3 className="lk-record__name">{bonus.title || sourceLabel(bonus.source)}</h3>
              <span className="lk-record__meta">{formatDate(bonus.createdAt, { time: true })}</span>
            </div>
            <dl className="lk-record__facts">
              <Fact label={t('memberRecords.bonus.title')} tone="win">
                +{money(bonus.amount)}
              </Fact>
              <Fact label={t('memberRecords.bonus.source')}>{sourceLabel(bonus.source)}</Fact>
            </dl>
          </li>
        )}
      </RecordsBody>
    </RecordsPage>
  );
}
