import { $wallet } from '@lobbykit/sdk';
import { transferToDownline } from '@lobbykit/sdk/agent';
import { checkAmount, newRequestId, PAYMENT_PASSWORD_PATTERN } from '@lobbykit/sdk/member-center';
import { type FormEvent, useId, useState } from 'react';
import { AmountField } from '../../../member-center/ui/amount-field';
import { failureText } from '../../../member-center/ui/failure-text';
import { Notice } from '../../../member-center/ui/notice';
import { PaymentPasswordField } from '../../../member-center/ui/payment-password-field';
import { useMoney } from '../../../member-center/ui/use-currency';
import { Button } from '../../../ui/button';
import { useStore } from '../../../ui/use-store';
import { useTranslate } from '../../../ui/use-translate';
import '../../../member-center/messages/cashier-messages';

interface TransferFormProps {
  account: string;
  onClose(): void;
}

/**
 * R6.16: money from the agent's main wallet to one downline, with the payment password. The form
 * keeps one requestId while the agent retries the same transfer (a lost answer moves money once);
 * a changed amount or a wrong password starts a new one.
 */
export function TransferForm({ account, onClose }: TransferFormProps) {
  const t = useTranslate();
  const id = useId();
  const money = useMoney();
  const wallet = useStore($wallet);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: string | null; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const check = checkAmount(amount, { balance: wallet.balance });
  const passwordProblem = PAYMENT_PASSWORD_PATTERN.test(password)
    ? null
    : t('memberCashier.paymentPassword.payment_password_digits');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (check.amount === null || passwordProblem) return;
    setBusy(true);
    const outcome = await transferToDownline({
      account,
      amount: check.amount,
      paymentPassword: password,
      requestId,
    });
    setBusy(false);
    setPassword('');
    if (outcome.status === 'ok') {
      setDone(
        t('agentPages.transfer.done', {
          amount: money(outcome.value.amount),
          account: outcome.value.account,
        }),
      );
      setAmount('');
      setTouched(false);
      setProblem(null);
      setRequestId(newRequestId());
    } else {
      setProblem({ field: outcome.field, text: failureText(outcome) });
      if (outcome.field === 'paymentPassword') setRequestId(newRequestId());
    }
  }

  return (
    <form className="lk-ap-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentPages.transfer.title', { account })}</h3>
      <p className="lk-ap-hint">
        {t('agentPages.transfer.yourBalance')}:{' '}
        <span className="lk-mc-money">{wallet.balance === null ? '—' : money(wallet.balance)}</span>
      </p>
      {done ? <Notice tone="success">{done}</Notice> : null}
      <AmountField
        id={`${id}-amount`}
        value={amount}
        onValue={(value) => {
          setAmount(value);
          setProblem(null);
          setDone(null);
          setRequestId(newRequestId());
        }}
        problem={touched ? check.problem : null}
        serverError={problem?.field === 'amount' ? problem.text : null}
      />
      <PaymentPasswordField
        id={`${id}-password`}
        label={t('agentPages.transfer.paymentPassword')}
        value={password}
        onValue={(value) => {
          setPassword(value);
          if (problem?.field === 'paymentPassword') setProblem(null);
        }}
        error={
          (problem?.field === 'paymentPassword' ? problem.text : null) ?? (touched ? passwordProblem : null)
        }
      />
      {problem && problem.field !== 'amount' && problem.field !== 'paymentPassword' ? (
        <Notice tone="error">{problem.text}</Notice>
      ) : null}
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
