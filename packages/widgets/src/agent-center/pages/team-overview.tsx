import { loadTeamOverview } from '@lobbykit/sdk/agent';
import { signed, toneOf } from '../../member-center/ui/record-figures';
import { RecordLoadView } from '../../member-center/ui/record-load-view';
import { Fact, RecordsEmpty } from '../../member-center/ui/record-states';
import { useMoney } from '../../member-center/ui/use-currency';
import { useRecordLoad } from '../../member-center/ui/use-record-load';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { AgentPage } from './ui/agent-page';
import { DayChart } from './ui/day-chart';
import { ReportFilters, useReportQuery } from './ui/report-filters';

const CHARTS = [
  { field: 'deposits', title: 'chartDeposits', tone: 'primary' },
  { field: 'validBet', title: 'chartValidBet', tone: 'accent' },
  { field: 'profit', title: 'chartProfit', tone: 'success' },
] as const;

/**
 * agentTeamOverview: the whole team's head counts and sums over the days chosen, and charts of its
 * deposits, valid bets and profit by day, each beside a table of the same figures.
 */
export default function TeamOverview({ params, go }: AgentCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const report = useReportQuery(params);
  const { range } = report.query;
  const { state, retry } = useRecordLoad(
    () => loadTeamOverview(range),
    `${range.startDate}|${range.endDate}`,
  );
  return (
    <AgentPage page="agentTeamOverview" busy={state.status === 'loading'}>
      <ReportFilters range={range} onRange={report.setRange} />
      <RecordLoadView state={state} onRetry={retry}>
        {(data) => {
          const quiet =
            data.members === 0 || data.byDay.every((day) => !day.deposits && !day.validBet && !day.profit);
          return (
            <>
              <dl className="lk-ap-cards" aria-label={t('agentPages.overview.counts')}>
                <Fact label={t('agentPages.overview.members')}>{data.members}</Fact>
                <Fact label={t('agentPages.overview.directMembers')}>{data.directMembers}</Fact>
                <Fact label={t('agentPages.overview.agents')}>{data.agents}</Fact>
                <Fact label={t('agentPages.overview.newMembers')}>{data.newMembers}</Fact>
                <Fact label={t('agentPages.overview.activeMembers')}>{data.activeMembers}</Fact>
              </dl>
              <dl className="lk-ap-cards" aria-label={t('agentPages.overview.sums')}>
                <Fact label={t('agentPages.overview.deposits')}>{money(data.totals.deposits)}</Fact>
                <Fact label={t('agentPages.overview.withdrawals')}>{money(data.totals.withdrawals)}</Fact>
                <Fact label={t('agentPages.overview.validBet')}>{money(data.totals.validBet)}</Fact>
                <Fact label={t('agentPages.overview.profit')} tone={toneOf(data.totals.profit)}>
                  {signed(data.totals.profit, money)}
                </Fact>
                <Fact label={t('agentPages.overview.balance')}>{money(data.totals.balance)}</Fact>
              </dl>
              {quiet ? (
                <RecordsEmpty
                  text={t('agentPages.overview.empty')}
                  action={{
                    label: t('agentPages.overview.emptyAction'),
                    onClick: () => go('registerCenter'),
                  }}
                />
              ) : (
                CHARTS.map((chart) => (
                  <DayChart
                    key={chart.field}
                    title={t(`agentPages.overview.${chart.title}`)}
                    tone={chart.tone}
                    days={data.byDay.map((day) => day.day)}
                    values={data.byDay.map((day) => day[chart.field])}
                    start={range.startDate}
                    end={range.endDate}
                    money={money}
                  />
                ))
              )}
            </>
          );
        }}
      </RecordLoadView>
    </AgentPage>
  );
}
