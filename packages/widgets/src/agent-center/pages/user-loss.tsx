import { loadUserLoss } from '@lobbykit/sdk/agent';
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
 * palStatementsAgentCopy, user loss: each team member's deposits, withdrawals, valid bet, bonuses
 * and profit or loss over the days chosen, biggest loss first, with the totals.
 */
export default function UserLoss({ params, go }: AgentCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const report = useReportQuery(params);
  const { range, account, pageNo } = report.query;
  const { state, retry } = useRecordLoad(
    () => loadUserLoss({ ...range, account: account || undefined, pageNo }),
    report.key,
  );
  return (
    <AgentPage page="palStatementsAgentCopy" busy={state.status === 'loading'}>
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
              <Fact label={t('agentPages.loss.deposits')}>{money(data.totals.deposits)}</Fact>
              <Fact label={t('agentPages.loss.withdrawals')}>{money(data.totals.withdrawals)}</Fact>
              <Fact label={t('memberRecords.bets.validBet')}>{money(data.totals.validBet)}</Fact>
              <Fact label={t('agentPages.loss.bonus')}>{money(data.totals.bonus)}</Fact>
              <Fact label={t('agentPages.loss.profit')} tone={toneOf(data.totals.profit)}>
                {signed(data.totals.profit, money)}
              </Fact>
            </dl>
            {data.list.length === 0 ? (
              <RecordsEmpty
                text={t('agentPages.loss.empty')}
                action={{ label: t('agentPages.team.emptyAction'), onClick: () => go('registerCenter') }}
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
                      <Fact label={t('agentPages.loss.deposits')}>{money(row.deposits)}</Fact>
                      <Fact label={t('agentPages.loss.withdrawals')}>{money(row.withdrawals)}</Fact>
                      <Fact label={t('memberRecords.bets.validBet')}>{money(row.validBet)}</Fact>
                      <Fact label={t('agentPages.loss.bonus')}>{money(row.bonus)}</Fact>
                      <Fact label={t('agentPages.loss.profit')} tone={toneOf(row.profit)}>
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
