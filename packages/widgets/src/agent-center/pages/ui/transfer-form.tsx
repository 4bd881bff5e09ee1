import { transferToDownline } from '@lobbykit/sdk/agent';
import { useId } from 'react';
import { TransferFields, useMoneyTransfer } from '../../../member-center/ui/money-transfer';
import { useMoney } from '../../../member-center/ui/use-currency';
import { Button } from '../../../ui/button';
import { useTranslate } from '../../../ui/use-translate';

interface TransferFormProps {
  account: string;
  onClose(): void;
}

/** R6.16: money from the agent's main wallet to one downline, with the payment password (`useMoneyTransfer`). */
export function TransferForm({ account, onClose }: TransferFormProps) {
  const t = useTranslate();
  const id = useId();
  const money = useMoney();
  const { balance, busy, submit, fields } = useMoneyTransfer(
    (sent) => transferToDownline({ account, ...sent }),
    (value) => t('agentPages.transfer.done', { amount: money(value.amount), account: value.account }),
  );

  return (
    <form className="lk-ap-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentPages.transfer.title', { account })}</h3>
      <p className="lk-ap-hint">
        {t('agentPages.transfer.yourBalance')}:{' '}
        <span className="lk-mc-money">{balance === null ? '—' : money(balance)}</span>
      </p>
      <TransferFields id={id} passwordLabel={t('agentPages.transfer.paymentPassword')} transfer={fields} />
      <div className="lk-ap-row-actions">
        <Button type="submit" loading={busy}>
          {t('agentPages.transfer.submit')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('agentPages.common.close')}
        </Button>
      </div>
    </form>
  );
}
