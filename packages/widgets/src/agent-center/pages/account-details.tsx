import { formatDate } from '@lobbykit/sdk';
import { type AccountDetailsFilter, loadAccountDetails } from '@lobbykit/sdk/agent';
import { TRANSACTION_KINDS } from '@lobbykit/sdk/member-center';
import { signed, toneOf } from '../../member-center/ui/record-figures';
import { RecordFilter } from '../../member-center/ui/record-filter';
import { Fact } from '../../member-center/ui/record-states';
import { RecordsBody } from '../../member-center/ui/records-body';
import { useMoney } from '../../member-center/ui/use-currency';
import { useRecordLoad } from '../../member-center/ui/use-record-load';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { AgentPage } from './ui/agent-page';
import { ReportFilters, useReportQuery } from './ui/report-filters';

type Kind = NonNullable<AccountDetailsFilter['kind']>;

/**
 * agentDownlineTransactionDetailsCopy, account details: every money movement of the team (one member
 * or all, one kind or all) over the days chosen, newest first, with money in and out over the filter.
 */
export default function AccountDetails({ params }: AgentCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const report = useReportQuery(params, { kind: '' as Kind | '' });
  const { range, account, kind, pageNo } = report.query;
  const { state, retry } = useRecordLoad(
    () => loadAccountDetails({ ...range, account: account || undefined, kind: kind || undefined, pageNo }),
    report.key,
  );
  return (
    <AgentPage page="agentDownlineTransactionDetailsCopy" busy={state.status === 'loading'}>
      <ReportFilters range={range} onRange={report.setRange} account={account} onAccount={report.setAccount}>
        <div className="lk-records__selects">
          <RecordFilter
            label={t('memberRecords.transactions.kind')}
            allLabel={t('memberRecords.transactions.allKinds')}
            value={kind}
            options={TRANSACTION_KINDS.map((entry) => ({
              value: entry,
              label: t(`memberRecords.transactions.kinds.${entry}`),
            }))}
            onChange={(next) => report.change({ kind: next as Kind | '' })}
          />
        </div>
      </ReportFilters>
      <RecordsBody
        state={state}
        onRetry={retry}
        totals={(data) => (
          <dl className="lk-records__totals" aria-label={t('agentPages.common.totals')}>
            <Fact label={t('agentPages.details.moneyIn')} tone={data.totals.moneyIn > 0 ? 'win' : undefined}>
              {money(data.totals.moneyIn)}
            </Fact>
            <Fact label={t('agentPages.details.moneyOut')}>{money(data.totals.moneyOut)}</Fact>
          </dl>
        )}
        empty={{ text: t('agentPages.details.empty') }}
        onPage={report.setPage}
      >
        {(row) => (
          <li key={row.id} className="lk-record">
            <div className="lk-record__head">
              <h3 className="lk-record__name">
                {row.account} · {t(`memberRecords.transactions.kinds.${row.kind}`)}
              </h3>
              <span className={`lk-badge ${row.amount >= 0 ? 'lk-badge--ok' : ''}`}>
                {signed(row.amount, money)}
              </span>
            </div>
            <span className="lk-record__meta">
              {formatDate(row.createdAt, { time: true })} · {row.reference}
            </span>
            <dl className="lk-record__facts">
              <Fact label={t('memberRecords.transactions.amount')} tone={toneOf(row.amount)}>
                {signed(row.amount, money)}
              </Fact>
              <Fact label={t('memberRecords.transactions.balanceAfter')}>{money(row.balanceAfter)}</Fact>
            </dl>
          </li>
        )}
      </RecordsBody>
    </AgentPage>
  );
}
