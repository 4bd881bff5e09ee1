import { formatDate, navigate } from '@lobbykit/sdk';
import {
  type BettingFilter,
  type BettingFilterOptions,
  loadBettingFilterOptions,
  loadBettingRecords,
  presetRange,
} from '@lobbykit/sdk/member-center';
import { useLoadable } from '../../ui/use-loadable';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { DateRangePicker } from '../ui/date-range-picker';
import { gameTypeName, signed, toneOf } from '../ui/record-figures';
import { Fact } from '../ui/record-states';
import { RecordsPage } from '../ui/records-page';
import { useMoney } from '../ui/use-money';
import { useRecordLoad } from '../ui/use-record-load';
import '../messages/records-messages';
import { RecordFilter } from '../ui/record-filter';
import { RecordsBody } from '../ui/records-body';
import { useRecordQuery } from '../ui/use-record-query';

const NO_OPTIONS: BettingFilterOptions = { gameTypes: [] };

/**
 * personalHistoryCopy, the betting record: the member's rounds in a day range (R9.43 presets),
 * filtered by game type and vendor, with the totals of stake, valid bet and win over the filter.
 */
export default function BettingRecord({ params }: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const records = useRecordQuery(() => ({
    range: presetRange('previous7'),
    gameType: params.gameType ?? '',
    vendor: params.vendor ?? '',
  }));
  const { range, gameType, vendor, pageNo } = records.query;
  // Without the menus the filters offer 'all' only; the record itself still loads.
  const [menus] = useLoadable(loadBettingFilterOptions);
  const options: BettingFilterOptions = menus.status === 'ready' ? menus.data : NO_OPTIONS;

  const { state, retry } = useRecordLoad(
    () =>
      loadBettingRecords({
        ...range,
        gameType: (gameType || undefined) as BettingFilter['gameType'],
        vendor: vendor || undefined,
        pageNo,
      }),
    records.key,
  );

  const vendors = options.gameTypes
    .filter((entry) => !gameType || entry.gameType === gameType)
    .flatMap((entry) => entry.vendors)
    .filter((entry, index, all) => all.findIndex((other) => other.code === entry.code) === index);

  const typeName = (code: string) => gameTypeName(code, t);

  return (
    <RecordsPage title={t('memberCenter.nav.personalHistoryCopy')} busy={state.status === 'loading'}>
      <div className="lk-records__filters">
        <DateRangePicker value={range} onChange={(next) => records.change({ range: next })} />
        <div className="lk-records__selects">
          <RecordFilter
            label={t('memberRecords.bets.gameType')}
            allLabel={t('memberRecords.bets.allTypes')}
            value={gameType}
            options={options.gameTypes.map((entry) => ({
              value: entry.gameType,
              label: typeName(entry.gameType),
            }))}
            onChange={(next) => records.change({ gameType: next, vendor: '' })}
          />
          <RecordFilter
            label={t('memberRecords.bets.vendor')}
            allLabel={t('memberRecords.bets.allVendors')}
            value={vendor}
            options={vendors.map((entry) => ({ value: entry.code, label: entry.name }))}
            onChange={(next) => records.change({ vendor: next })}
          />
        </div>
      </div>
      <RecordsBody
        state={state}
        onRetry={retry}
        totals={(data) => (
          <dl className="lk-records__totals" aria-label={t('memberRecords.bets.totals')}>
            <Fact label={t('memberRecords.bets.stake')}>{money(data.totals.stake)}</Fact>
            <Fact label={t('memberRecords.bets.validBet')}>{money(data.totals.validBet)}</Fact>
            <Fact label={t('memberRecords.bets.win')}>{money(data.totals.win)}</Fact>
            <Fact label={t('memberRecords.bets.profit')} tone={toneOf(data.totals.profit)}>
              {signed(data.totals.profit, money)}
            </Fact>
          </dl>
        )}
        empty={{
          text: t('memberRecords.bets.empty'),
          action: { label: t('memberRecords.bets.emptyAction'), onClick: () => navigate('/') },
        }}
        onPage={records.setPage}
      >
        {(bet) => (
          <li key={bet.id} className="lk-record">
            <div className="lk-record__head">
              <h3 className="lk-record__name">{bet.gameName}</h3>
              <span className={`lk-badge ${bet.status === 'settled' ? 'lk-badge--ok' : 'lk-badge--wait'}`}>
                {t(`memberRecords.bets.${bet.status}`)}
              </span>
            </div>
            <span className="lk-record__meta">
              {formatDate(bet.placedAt, { time: true })} · {typeName(bet.gameType)} · {bet.vendorCode} ·{' '}
              {t('memberRecords.bets.round', { id: bet.roundId })}
            </span>
            <dl className="lk-record__facts">
              <Fact label={t('memberRecords.bets.stake')}>{money(bet.stake)}</Fact>
              <Fact label={t('memberRecords.bets.validBet')}>{money(bet.validBet)}</Fact>
              <Fact label={t('memberRecords.bets.win')} tone={bet.win ? 'win' : undefined}>
                {bet.win === null ? '–' : money(bet.win)}
              </Fact>
            </dl>
          </li>
        )}
      </RecordsBody>
    </RecordsPage>
  );
}
