import { loadMyIncome } from '@lobbykit/sdk/agent';
import { Fact } from '../../member-center/ui/record-states';
import { RecordsBody } from '../../member-center/ui/records-body';
import { useMoney } from '../../member-center/ui/use-currency';
import { useRecordLoad } from '../../member-center/ui/use-record-load';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { AgentPage } from './ui/agent-page';
import { ReportFilters, useReportQuery } from './ui/report-filters';

const SOURCES = ['dividend', 'dailyWage', 'hourlySalary', 'realtimeSalary'] as const;

/**
 * agentRevenueReport, my income: what the agent's own contracts paid by day (dividend, daily wage,
 * hourly and real-time salary), days with income only, with the totals over the range.
 */
export default function MyIncome({ params, go }: AgentCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const report = useReportQuery(params);
  const { range, pageNo } = report.query;
  const { state, retry } = useRecordLoad(() => loadMyIncome({ ...range, pageNo }), report.key);
  return (
    <AgentPage page="agentRevenueReport" busy={state.status === 'loading'}>
      <ReportFilters range={range} onRange={report.setRange} />
      <RecordsBody
        state={state}
        onRetry={retry}
        totals={(data) => (
          <dl className="lk-records__totals" aria-label={t('agentPages.common.totals')}>
            {SOURCES.map((source) => (
              <Fact key={source} label={t(`agentPages.income.${source}`)}>
                {money(data.totals[source])}
              </Fact>
            ))}
            <Fact label={t('agentPages.income.total')} tone={data.totals.total > 0 ? 'win' : undefined}>
              {money(data.totals.total)}
            </Fact>
          </dl>
        )}
        empty={{
          text: t('agentPages.income.empty'),
          action: { label: t('agentPages.income.emptyAction'), onClick: () => go('agentDailyWages2') },
        }}
        onPage={report.setPage}
      >
        {(row) => (
          <li key={row.day} className="lk-record">
            <div className="lk-record__head">
              <h3 className="lk-record__name">{row.day}</h3>
              <span className="lk-badge lk-badge--ok">{money(row.total)}</span>
            </div>
            <dl className="lk-record__facts">
              {SOURCES.map((source) => (
                <Fact key={source} label={t(`agentPages.income.${source}`)}>
                  {money(row[source])}
                </Fact>
              ))}
            </dl>
          </li>
        )}
      </RecordsBody>
    </AgentPage>
  );
}
