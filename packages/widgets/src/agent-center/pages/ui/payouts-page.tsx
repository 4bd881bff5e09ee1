import { formatDate } from '@lobbykit/sdk';
import type { ContractKind } from '@lobbykit/sdk/agent';
import { type ContractPayment, loadContractPayments, loadContracts } from '@lobbykit/sdk/agent';
import { signed } from '../../../member-center/ui/record-figures';
import { RecordLoadView } from '../../../member-center/ui/record-load-view';
import { Fact, RecordsEmpty } from '../../../member-center/ui/record-states';
import { RecordsBody } from '../../../member-center/ui/records-body';
import { useMoney } from '../../../member-center/ui/use-currency';
import { useRecordLoad } from '../../../member-center/ui/use-record-load';
import { useTranslate } from '../../../ui/use-translate';
import type { AgentCenterPageProps } from '../../page-props';
import { AgentPage } from './agent-page';
import { ReportFilters, useReportQuery } from './report-filters';

type Direction = 'received' | 'team';

interface PayoutsPageProps extends AgentCenterPageProps {
  /** The navigation name (R2.111-R2.114) and the contract kind its records are of. */
  page: string;
  kind: ContractKind;
}

/** Why a settled period paid what it paid, in words (a dividend is a share of the loss, a salary of the bets). */
function outcomeText(
  payment: ContractPayment,
  t: ReturnType<typeof useTranslate>,
  money: (n: number) => string,
) {
  if (payment.outcome !== 'paid') return t(`agentPages.payouts.outcomes.${payment.outcome}`);
  const basis =
    payment.kind === 'dividend'
      ? t('agentPages.payouts.basisLoss', { amount: money(payment.basis) })
      : t('agentPages.payouts.basisBet', { amount: money(payment.basis) });
  return t('agentPages.payouts.outcomes.paid', { rate: payment.rate, basis });
}

/**
 * The records pages of the four contract kinds: what each settled period paid and why (the team's
 * figures against the contract's thresholds), to the agent or to its team, and the contracts of that
 * kind with their status (R4.76).
 */
export function PayoutsPage({ page, kind, params, go }: PayoutsPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const report = useReportQuery(params, {
    direction: (params.direction === 'team' ? 'team' : 'received') as Direction,
  });
  const { range, pageNo, direction } = report.query;
  const chooseDirection = (next: Direction) => report.change({ direction: next });
  const payments = useRecordLoad(
    () => loadContractPayments({ kind, direction, ...range, pageNo }),
    report.key,
  );
  const contracts = useRecordLoad(
    () => loadContracts({ kind, direction: direction === 'team' ? 'offeredByMe' : 'offeredToMe' }),
    direction,
  );

  return (
    <AgentPage page={page} busy={payments.state.status === 'loading'}>
      <ReportFilters range={range} onRange={report.setRange}>
        <fieldset className="lk-range__presets">
          <legend className="lk-sr-only">{t('agentPages.payouts.payments')}</legend>
          {(['received', 'team'] as const).map((entry) => (
            <button
              key={entry}
              type="button"
              className="lk-range__preset"
              aria-pressed={direction === entry}
              onClick={() => chooseDirection(entry)}
            >
              {t(`agentPages.payouts.${entry}`)}
            </button>
          ))}
        </fieldset>
      </ReportFilters>
      <RecordsBody
        state={payments.state}
        onRetry={payments.retry}
        totals={(data) => (
          <dl className="lk-records__totals" aria-label={t('agentPages.common.totals')}>
            <Fact label={t('agentPages.payouts.total')} tone={data.totals.amount > 0 ? 'win' : undefined}>
              {money(data.totals.amount)}
            </Fact>
            <Fact label={t('memberRecords.bets.validBet')}>{money(data.totals.validBet)}</Fact>
          </dl>
        )}
        empty={{
          text: t('agentPages.payouts.empty'),
          action:
            direction === 'received'
              ? { label: t('agentPages.payouts.team'), onClick: () => chooseDirection('team') }
              : undefined,
        }}
        listLabel={t('agentPages.payouts.payments')}
        onPage={report.setPage}
      >
        {(payment) => (
          <li key={payment.id} className="lk-record">
            <div className="lk-record__head">
              <h3 className="lk-record__name">
                {payment.periodLabel} · {payment.account}
              </h3>
              <span className={`lk-badge ${payment.outcome === 'paid' ? 'lk-badge--ok' : 'lk-badge--wait'}`}>
                {money(payment.amount)}
              </span>
            </div>
            <p className="lk-record__body">{outcomeText(payment, t, money)}</p>
            <span className="lk-record__meta">
              {t('agentPages.payouts.teamFigures', {
                members: payment.activeMembers,
                bet: money(payment.validBet),
                profit: signed(payment.profit, money),
              })}{' '}
              · {formatDate(payment.settledAt, { time: true })}
            </span>
          </li>
        )}
      </RecordsBody>
      <h3 className="lk-records__title">{t('agentPages.payouts.contracts')}</h3>
      <RecordLoadView state={contracts.state} onRetry={contracts.retry}>
        {(data) =>
          data.list.length === 0 ? (
            <RecordsEmpty
              text={t('agentPages.payouts.contractsEmpty')}
              action={{
                label: t('agentPages.payouts.contractsAction'),
                onClick: () => go('downlineManagmentView'),
              }}
            />
          ) : (
            <ul className="lk-records__list" aria-label={t('agentPages.payouts.contracts')}>
              {data.list.map((contract) => (
                <li key={contract.contractId} className="lk-record">
                  <div className="lk-record__head">
                    <h3 className="lk-record__name">
                      {t('agentPages.payouts.with', { upline: contract.upline, downline: contract.downline })}
                    </h3>
                    <span
                      className={`lk-badge ${contract.status === 'accepted' ? 'lk-badge--ok' : 'lk-badge--wait'}`}
                    >
                      {t(`agentPages.payouts.statuses.${contract.status}`)}
                    </span>
                  </div>
                  <p className="lk-record__body">
                    {t('agentPages.payouts.terms', {
                      rate: contract.rate,
                      period: t(`agentPages.periods.${contract.period}`),
                      members: contract.activeMembers,
                      bet: money(contract.periodValidBet),
                      loss: money(contract.periodProfitLoss),
                    })}
                  </p>
                  <span className="lk-record__meta">
                    {t('agentPages.payouts.since', { date: formatDate(contract.offeredAt) })}
                    {contract.terminationReason
                      ? ` · ${t(`agentPages.payouts.reasons.${contract.terminationReason}`)}`
                      : ''}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </RecordLoadView>
    </AgentPage>
  );
}
