import { loadTeamBetting } from '@lobbykit/sdk/agent';
import { presetRange } from '@lobbykit/sdk/member-center';
import { signed, toneOf } from '../../member-center/ui/record-figures';
import { RecordLoadView } from '../../member-center/ui/record-load-view';
import { RecordPager } from '../../member-center/ui/record-pager';
import { Fact, RecordsEmpty } from '../../member-center/ui/record-states';
import { useMoney } from '../../member-center/ui/use-currency';
import { useRecordLoad } from '../../member-center/ui/use-record-load';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { AgentPage } from './ui/agent-page';
import { ReportFilters, useReportQuery } from './ui/report-filters';

/**
 * personalHistoryCopy, team betting: each team member's bets over the days chosen (one member, or
 * the whole subtree), with the totals over the filter and paging.
 */
export default function TeamBetting({ params }: AgentCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const report = useReportQuery(params);
  const { range, account, pageNo } = report.query;
  const { state, retry } = useRecordLoad(
    () => loadTeamBetting({ ...range, account: account || undefined, pageNo }),
    report.key,
  );
  return (
    <AgentPage page="personalHistoryCopy" busy={state.status === 'loading'}>
      <ReportFilters
        range={range}
        onRange={report.setRange}
        account={account}
        onAccount={report.setAccount}
      />
      <RecordLoadView state={state} onRetry={retry}>
        {(data) => (
          <>
            <dl className="lk-records__totals" aria-label={t('agentPages.common.totals')}>
              <Fact label={t('agentPages.betting.bets')}>{data.totals.bets}</Fact>
              <Fact label={t('memberRecords.bets.stake')}>{money(data.totals.stake)}</Fact>
              <Fact label={t('memberRecords.bets.validBet')}>{money(data.totals.validBet)}</Fact>
              <Fact label={t('memberRecords.bets.win')}>{money(data.totals.win)}</Fact>
              <Fact label={t('memberRecords.bets.profit')} tone={toneOf(data.totals.profit)}>
                {signed(data.totals.profit, money)}
              </Fact>
            </dl>
            {data.list.length === 0 ? (
              <RecordsEmpty
                text={t('agentPages.betting.empty')}
                action={{
                  label: t('agentPages.betting.emptyAction'),
                  onClick: () => report.setRange(presetRange('previous30')),
                }}
              />
            ) : (
              <ul className="lk-records__list">
                {data.list.map((row) => (
                  <li key={row.account} className="lk-record">
                    <div className="lk-record__head">
                      <h3 className="lk-record__name">{row.account}</h3>
                      <span className="lk-badge">{t('agentPages.common.level', { level: row.level })}</span>
                    </div>
                    <dl className="lk-record__facts">
                      <Fact label={t('agentPages.betting.bets')}>{row.bets}</Fact>
                      <Fact label={t('memberRecords.bets.stake')}>{money(row.stake)}</Fact>
                      <Fact label={t('memberRecords.bets.validBet')}>{money(row.validBet)}</Fact>
                      <Fact label={t('memberRecords.bets.win')}>{money(row.win)}</Fact>
                      <Fact label={t('memberRecords.bets.profit')} tone={toneOf(row.profit)}>
                        {signed(row.profit, money)}
                      </Fact>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
            <RecordPager page={data.pageNum} pages={data.totalPages} onPage={report.setPage} />
          </>
        )}
      </RecordLoadView>
    </AgentPage>
  );
}
