import {
  type DayRange,
  loadPersonalProfit,
  type PersonalProfit,
  presetRange,
} from '@lobbykit/sdk/member-center';
import { useState } from 'react';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { DateRangePicker } from '../ui/date-range-picker';
import { gameTypeName, signed, toneOf } from '../ui/record-figures';
import { Fact, RecordsEmpty } from '../ui/record-states';
import { RecordsPage } from '../ui/records-page';
import { useMoney } from '../ui/use-money';
import { useRecordLoad } from '../ui/use-record-load';
import '../messages/records-messages';
import { RecordLoadView } from '../ui/record-load-view';

type View = 'byDay' | 'byProduct';
type ProfitFigures = PersonalProfit['totals'];

/** personalProfit: profit and loss over a day range, by day or by product, with the totals. */
export default function PersonalProfitPage(_props: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const [range, setRange] = useState<DayRange>(() => presetRange('previous7'));
  const [view, setView] = useState<View>('byDay');
  const { state, retry } = useRecordLoad(
    () => loadPersonalProfit(range),
    `${range.startDate}|${range.endDate}`,
  );

  const rows =
    state.status !== 'ready'
      ? []
      : view === 'byDay'
        ? state.data.byDay.map((row) => ({ key: row.day, name: row.day, figures: row }))
        : state.data.byProduct.map((row) => ({
            key: row.gameType,
            name: gameTypeName(row.gameType, t),
            figures: row,
          }));

  const facts = (figures: ProfitFigures) => (
    <>
      <Fact label={t('memberRecords.bets.stake')}>{money(figures.stake)}</Fact>
      <Fact label={t('memberRecords.bets.validBet')}>{money(figures.validBet)}</Fact>
      <Fact label={t('memberRecords.bets.win')}>{money(figures.win)}</Fact>
      <Fact label={t('memberRecords.profit.profit')} tone={toneOf(figures.profit)}>
        {signed(figures.profit, money)}
      </Fact>
    </>
  );

  return (
    <RecordsPage title={t('memberCenter.nav.personalProfit')} busy={state.status === 'loading'}>
      <div className="lk-records__filters">
        <DateRangePicker value={range} onChange={setRange} />
        <fieldset className="lk-tabs">
          <legend className="lk-sr-only">{t('memberRecords.profit.view')}</legend>
          {(['byDay', 'byProduct'] as const).map((entry) => (
            <button key={entry} type="button" aria-pressed={view === entry} onClick={() => setView(entry)}>
              {t(`memberRecords.profit.${entry}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <RecordLoadView state={state} onRetry={retry}>
        {(data) =>
          rows.length === 0 ? (
            <RecordsEmpty text={t('memberRecords.profit.empty')} />
          ) : (
            <>
              <dl className="lk-records__totals" aria-label={t('memberRecords.profit.totals')}>
                {facts(data.totals)}
              </dl>
              <ul className="lk-records__list" aria-label={t(`memberRecords.profit.${view}`)}>
                {rows.map((row) => (
                  <li key={row.key} className="lk-record">
                    <h3 className="lk-record__name">{row.name}</h3>
                    <dl className="lk-record__facts">{facts(row.figures)}</dl>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </RecordLoadView>
    </RecordsPage>
  );
}
