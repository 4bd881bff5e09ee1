import { $wallet } from '@lobbykit/sdk';
import {
  checkAmount,
  loadUplineInfo,
  newRequestId,
  PAYMENT_PASSWORD_PATTERN,
  transferToUpline,
} from '@lobbykit/sdk/member-center';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useStore } from '../../ui/use-store';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { AmountField } from '../ui/amount-field';
import { failureText } from '../ui/failure-text';
import { Notice } from '../ui/notice';
import { PaymentPasswordField } from '../ui/payment-password-field';
import { useMoney } from '../ui/use-currency';
import { useLoad } from '../ui/use-load';
import '../messages/cashier-messages';

/**
 * transferUpline (R6.04): money from the main wallet to the player's agent, with the payment
 * password. A member who joined without an agent is told there is nobody to send to.
 */
export default function TransferUplinePage({ go }: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const wallet = useStore($wallet);
  const [loaded, reload] = useLoad(loadUplineInfo);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: string | null; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (loaded.state === 'loading') {
    return (
      <div className="lk-mc-card" aria-busy="true">
        <Skeleton width="30%" height="22px" />
        <Skeleton height="44px" />
        <Skeleton height="44px" />
      </div>
    );
  }
  if (loaded.state === 'error') return <ErrorState message={loaded.message} onRetry={reload} />;
  const upline = loaded.value.upline;
  const check = checkAmount(amount, { balance: wallet.balance });
  const passwordProblem = PAYMENT_PASSWORD_PATTERN.test(password)
    ? null
    : t('memberCashier.paymentPassword.payment_password_digits');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (check.amount === null || passwordProblem || !upline) return;
    setBusy(true);
    const outcome = await transferToUpline({ amount: check.amount, paymentPassword: password, requestId });
    setBusy(false);
    setPassword('');
    if (outcome.status === 'ok') {
      setDone(
        t('memberCenter.upline.done', { amount: money(outcome.value.amount), upline: outcome.value.upline }),
      );
      setAmount('');
      setTouched(false);
      setRequestId(newRequestId());
    } else {
      setProblem({ field: outcome.field, text: failureText(outcome) });
      if (outcome.field === 'paymentPassword') setRequestId(newRequestId());
    }
  }

  return (
    <section className="lk-mc-card" aria-labelledby="lk-mc-upline-title">
      <h2 id="lk-mc-upline-title">{t('memberCenter.upline.title')}</h2>
      {!upline ? (
        <p className="lk-mc-empty">{t('memberCenter.upline.none')}</p>
      ) : (
        <form className="lk-mc-form" noValidate onSubmit={submit}>
          <dl className="lk-mc-rows">
            <div className="lk-mc-row">
              <dt>{t('memberCenter.upline.to')}</dt>
              <dd>{upline.nickname ? `${upline.nickname} (${upline.account})` : upline.account}</dd>
            </div>
            <div className="lk-mc-row">
              <dt>{t('memberCashier.withdraw.balance')}</dt>
              <dd className="lk-mc-money">{wallet.balance === null ? '—' : money(wallet.balance)}</dd>
            </div>
          </dl>
          {done ? <Notice tone="success">{done}</Notice> : null}
          <AmountField
            id="lk-mc-upline-amount"
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
            id="lk-mc-upline-password"
            label={t('memberCenter.upline.paymentPassword')}
            value={password}
            onValue={(value) => {
              setPassword(value);
              if (problem?.field === 'paymentPassword') setProblem(null);
            }}
            error={
              (problem?.field === 'paymentPassword' ? problem.text : null) ??
              (touched ? passwordProblem : null)
            }
          />
          {problem && problem.field !== 'amount' && problem.field !== 'paymentPassword' ? (
            <Notice tone="error">{problem.text}</Notice>
          ) : null}
          <div className="lk-mc-actions">
            <Button type="submit" loading={busy}>
              {t('memberCenter.upline.submit')}
            </Button>
            <Button variant="ghost" onClick={() => go('securityCenter', { section: 'paymentPassword' })}>
              {t('memberCashier.withdraw.setPaymentPassword')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
