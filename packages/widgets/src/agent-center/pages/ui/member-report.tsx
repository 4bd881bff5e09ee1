import type { DayRange } from '@lobbykit/sdk/member-center';
import type { ReactNode } from 'react';
import type { RecordsEmptyProps } from '../../../member-center/ui/record-states';
import { RecordsBody } from '../../../member-center/ui/records-body';
import { useRecordLoad } from '../../../member-center/ui/use-record-load';
import { useTranslate } from '../../../ui/use-translate';
import { AgentPage } from './agent-page';
import { ReportFilters, useReportQuery } from './report-filters';

/** One report page as the server pages it: the totals over the filter and a member per row. */
interface MemberReportPage<Figures> {
  totals: Figures;
  list: (Figures & { account: string; level: number })[];
  pageNum: number;
  totalPages: number;
}

type ReportQueryState = ReturnType<typeof useReportQuery>;

interface MemberReportProps<Figures> {
  /** The page's navigation name (R2.110-R2.114), whose label is its title. */
  page: string;
  params: Record<string, string>;
  load(filter: DayRange & { account?: string; pageNo: number }): Promise<MemberReportPage<Figures>>;
  /** The figures of the totals and of each member's row, as `<Fact>`s. */
  facts(figures: Figures): ReactNode;
  /** What the page says when no member has a row, and what it offers to do next. */
  empty(report: ReportQueryState): RecordsEmptyProps;
}

/**
 * A team report of one row per member (team betting, user loss): the date range and account filters,
 * the totals over the filter, the members' rows with their level, and the pager.
 */
export function MemberReport<Figures>({ page, params, load, facts, empty }: MemberReportProps<Figures>) {
  const t = useTranslate();
  const report = useReportQuery(params);
  const { range, account, pageNo } = report.query;
  const { state, retry } = useRecordLoad(
    () => load({ ...range, account: account || undefined, pageNo }),
    report.key,
  );
  return (
    <AgentPage page={page} busy={state.status === 'loading'}>
      <ReportFilters
        range={range}
        onRange={report.setRange}
        account={account}
        onAccount={report.setAccount}
      />
      <RecordsBody
        state={state}
        onRetry={retry}
        totals={(data) => (
          <dl className="lk-records__totals" aria-label={t('agentPages.common.totals')}>
            {facts(data.totals)}
          </dl>
        )}
        empty={empty(report)}
        onPage={report.setPage}
      >
        {(row) => (
          <li key={row.account} className="lk-record">
            <div className="lk-record__head">
              <h3 className="lk-record__name">{row.account}</h3>
              <span className="lk-badge">{t('agentPages.common.level', { level: row.level })}</span>
            </div>
            <dl className="lk-record__facts">{facts(row)}</dl>
          </li>
        )}
      </RecordsBody>
    </AgentPage>
  );
}
