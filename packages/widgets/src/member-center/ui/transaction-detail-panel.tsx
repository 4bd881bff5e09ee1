import { loadTransactionDetail } from '@lobbykit/sdk/member-center';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useTranslate } from '../../ui/use-translate';
import { translateDetailLines } from './detail-lines';
import { Fact } from './record-states';
import { useMoney } from './use-money';
import { useRecordLoad } from './use-record-load';
import '../messages/records-messages';

/** R7.29: one movement in full (ODSFE2_MemTransDet), loaded when its row opens, in the member's language. */
export function TransactionDetailPanel({ id }: { id: number }) {
  const t = useTranslate();
  const money = useMoney();
  const { state, retry } = useRecordLoad(() => loadTransactionDetail(id), String(id));
  if (state.status === 'loading')
    return (
      <div className="lk-detail" aria-busy="true">
        <span className="lk-sr-only" role="status">
          {t('memberRecords.loading')}
        </span>
        <Skeleton height="14px" width="70%" />
        <Skeleton height="14px" width="50%" />
      </div>
    );
  if (state.status === 'error')
    return <ErrorState message={t('memberRecords.transactions.detailError')} onRetry={retry} />;
  const detail = state.data;
  return (
    <dl className="lk-detail">
      <Fact label={t('memberRecords.transactions.balanceBefore')}>{money(detail.balanceBefore)}</Fact>
      <Fact label={t('memberRecords.transactions.balanceAfter')}>{money(detail.balanceAfter)}</Fact>
      <Fact label={t('memberRecords.transactions.reference')}>{detail.reference}</Fact>
      {translateDetailLines(detail.details, t, money).map((line) => (
        <Fact key={line.label} label={line.label}>
          {line.value}
        </Fact>
      ))}
    </dl>
  );
}
