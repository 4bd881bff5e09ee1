import { formatDate } from '@lobbykit/sdk';
import {
  loadTransactions,
  presetRange,
  TRANSACTION_KINDS,
  type Transaction,
  type TransactionFilter,
} from '@lobbykit/sdk/member-center';
import { useId, useState } from 'react';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { DateRangePicker } from '../ui/date-range-picker';
import { walletName } from '../ui/detail-lines';
import { signed, toneOf } from '../ui/record-figures';
import { Fact } from '../ui/record-states';
import { RecordsPage } from '../ui/records-page';
import { TransactionDetailPanel } from '../ui/transaction-detail-panel';
import { useMoney } from '../ui/use-money';
import { useRecordLoad } from '../ui/use-record-load';
import '../messages/records-messages';
import { RecordFilter } from '../ui/record-filter';
import { RecordsBody } from '../ui/records-body';
import { useRecordQuery } from '../ui/use-record-query';

type Kind = NonNullable<TransactionFilter['kind']>;

/**
 * transactionHistory, the account record: every money movement of the member's wallets in a day
 * range, optionally one kind; each opens its ODSFE2_MemTransDet detail (R7.29) in place.
 */
export default function TransactionHistory(_props: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const records = useRecordQuery(() => ({ range: presetRange('previous7'), kind: '' as Kind | '' }));
  const { range, kind, pageNo } = records.query;
  const [open, setOpen] = useState<number | null>(null);

  const { state, retry } = useRecordLoad(
    () => loadTransactions({ ...range, kind: kind || undefined, pageNo }),
    records.key,
  );

  return (
    <RecordsPage title={t('memberCenter.nav.transactionHistory')} busy={state.status === 'loading'}>
      <div className="lk-records__filters">
        <DateRangePicker value={range} onChange={(next) => records.change({ range: next })} />
        <div className="lk-records__selects">
          <RecordFilter
            label={t('memberRecords.transactions.kind')}
            allLabel={t('memberRecords.transactions.allKinds')}
            value={kind}
            options={TRANSACTION_KINDS.map((entry) => ({
              value: entry,
              label: t(`memberRecords.transactions.kinds.${entry}`),
            }))}
            onChange={(next) => records.change({ kind: next as Kind | '' })}
          />
        </div>
      </div>
      <RecordsBody
        state={state}
        onRetry={retry}
        empty={{ text: t('memberRecords.transactions.empty') }}
        onPage={records.setPage}
      >
        {(movement) => (
          <MovementRow
            key={movement.id}
            movement={movement}
            open={open === movement.id}
            onToggle={() => setOpen(open === movement.id ? null : movement.id)}
            money={money}
          />
        )}
      </RecordsBody>
    </RecordsPage>
  );
}

interface MovementRowProps {
  movement: Transaction;
  open: boolean;
  onToggle(): void;
  money(amount: number): string;
}

function MovementRow({ movement, open, onToggle, money }: MovementRowProps) {
  const t = useTranslate();
  const panelId = useId();
  const kindName = t(`memberRecords.transactions.kinds.${movement.kind}`);
  return (
    <li className="lk-record">
      <div className="lk-record__head">
        <h3 className="lk-record__name">{kindName}</h3>
        <span className="lk-record__meta">{formatDate(movement.createdAt, { time: true })}</span>
      </div>
      <dl className="lk-record__facts">
        <Fact label={t('memberRecords.transactions.amount')} tone={toneOf(movement.amount)}>
          {signed(movement.amount, money)}
        </Fact>
        <Fact label={t('memberRecords.transactions.balanceAfter')}>{money(movement.balanceAfter)}</Fact>
        <Fact label={t('memberRecords.transactions.wallet')}>{walletName(movement.wallet, t)}</Fact>
      </dl>
      <div className="lk-record__actions">
        <button
          type="button"
          className="lk-button lk-button--ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {open ? t('memberRecords.transactions.hideDetail') : t('memberRecords.transactions.showDetail')}
        </button>
      </div>
      <div id={panelId}>{open ? <TransactionDetailPanel id={movement.id} /> : null}</div>
    </li>
  );
}
