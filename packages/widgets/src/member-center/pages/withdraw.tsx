import { formatDate } from '@lobbykit/sdk';
import {
  checkAmount,
  loadWithdrawalInfo,
  loadWithdrawalRecords,
  newRequestId,
  PAYMENT_PASSWORD_PATTERN,
  turnoverProgress,
  type WithdrawalRecord,
  withdraw,
} from '@lobbykit/sdk/member-center';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Field } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { AmountField } from '../ui/amount-field';
import { failureText } from '../ui/failure-text';
import { Notice } from '../ui/notice';
import { PaymentPasswordField } from '../ui/payment-password-field';
import { RequestRecordsLater } from '../ui/request-records-later';
import { TurnoverProgress } from '../ui/turnover-progress';
import { useMoney } from '../ui/use-currency';
import { useLoad } from '../ui/use-load';
import { useRequestRecords } from '../ui/use-request-records';
import { WithdrawalConfirmation } from '../ui/withdrawal-confirmation';
import '../messages/cashier-messages';

/**
 * withdraw: the balance, the turnover still to play, a bound account, the amount within the limits
 * and the balance, the payment password. Below, the requests with the confirmation flow (R4.77-R4.80).
 * Without an account or a payment password the page sends the member to the security center first.
 */
export default function WithdrawPage({ go }: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const [info, reloadInfo] = useLoad(loadWithdrawalInfo);
  const records = useRequestRecords(loadWithdrawalRecords);
  const reloadRecords = records.reload;
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<{ field: string | null; text: string } | null>(null);
  const [done, setDone] = useState<WithdrawalRecord | null>(null);

  if (info.state === 'loading') {
    return (
      <div className="lk-mc-card" aria-busy="true">
        <Skeleton width="30%" height="22px" />
        <Skeleton height="40px" />
        <Skeleton height="44px" />
        <Skeleton height="44px" />
      </div>
    );
  }
  if (info.state === 'error') return <ErrorState message={info.message} onRetry={reloadInfo} />;

  const facts = info.value;
  const account = facts.accounts.find((item) => item.id === accountId) ?? facts.accounts[0] ?? null;
  const check = checkAmount(amount, { min: facts.minAmount, max: facts.maxAmount, balance: facts.balance });
  const passwordProblem = PAYMENT_PASSWORD_PATTERN.test(password)
    ? null
    : t('memberCashier.paymentPassword.payment_password_digits');
  const lockedUntil =
    facts.paymentPasswordLockedUntil && Date.parse(facts.paymentPasswordLockedUntil) > Date.now()
      ? facts.paymentPasswordLockedUntil
      : null;
  const ready = turnoverProgress(facts) >= 1 && account !== null && facts.hasPaymentPassword && !lockedUntil;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!account || check.amount === null || passwordProblem) return;
    setBusy(true);
    const outcome = await withdraw({
      bankAccountId: account.id,
      amount: check.amount,
      paymentPassword: password,
      requestId,
    });
    setBusy(false);
    setPassword('');
    if (outcome.status === 'ok') {
      setDone(outcome.value);
      setAmount('');
      setTouched(false);
      setRequestId(newRequestId());
      reloadInfo();
      reloadRecords();
    } else {
      setServerError({ field: outcome.field, text: failureText(outcome) });
      // A wrong password is a new attempt; an amount refusal keeps the key until the amount changes.
      if (outcome.field === 'paymentPassword') setRequestId(newRequestId());
      if (outcome.errorCode === 'too_many_requests') reloadInfo();
    }
  }

  const serverText = (field: string) =>
    serverError && serverError.field === field ? serverError.text : null;
  const generalError =
    serverError && serverError.field !== 'amount' && serverError.field !== 'paymentPassword';

  return (
    <>
      <section className="lk-mc-card" aria-labelledby="lk-mc-withdraw-title">
        <h2 id="lk-mc-withdraw-title">{t('memberCashier.withdraw.title')}</h2>
        <dl className="lk-mc-rows">
          <div className="lk-mc-row">
            <dt>{t('memberCashier.withdraw.balance')}</dt>
            <dd className="lk-mc-money lk-mc-big" data-balance>
              {money(facts.balance)}
            </dd>
          </div>
        </dl>
        <TurnoverProgress info={facts} />
        {done ? (
          <Notice tone="success">{t('memberCashier.withdraw.done', { amount: money(done.amount) })}</Notice>
        ) : null}
        {facts.accounts.length === 0 ? (
          <div className="lk-mc-actions">
            <Notice tone="info">{t('memberCashier.withdraw.noAccount')}</Notice>
            <Button onClick={() => go('securityCenter', { section: 'bank' })}>
              {t('memberCashier.withdraw.bindAccount')}
            </Button>
          </div>
        ) : null}
        {!facts.hasPaymentPassword ? (
          <div className="lk-mc-actions">
            <Notice tone="info">{t('memberCashier.withdraw.noPaymentPassword')}</Notice>
            <Button onClick={() => go('securityCenter', { section: 'paymentPassword' })}>
              {t('memberCashier.withdraw.setPaymentPassword')}
            </Button>
          </div>
        ) : null}
        {lockedUntil ? (
          <Notice tone="error">
            {t('memberCashier.withdraw.locked', { time: formatDate(lockedUntil) })}
          </Notice>
        ) : null}
        {account && facts.hasPaymentPassword ? (
          <form className="lk-mc-form" noValidate onSubmit={submit}>
            <Field id="lk-mc-withdraw-account" label={t('memberCashier.withdraw.account')}>
              {(control) => (
                <select
                  {...control}
                  className="lk-input lk-mc-select"
                  value={String(account.id)}
                  onChange={(event) => setAccountId(Number((event.currentTarget as HTMLSelectElement).value))}
                >
                  {facts.accounts.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.provider} · {item.accountNumber} · {item.payeeName}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <AmountField
              id="lk-mc-withdraw-amount"
              value={amount}
              onValue={(value) => {
                setAmount(value);
                setServerError(null);
                setRequestId(newRequestId());
              }}
              problem={touched ? check.problem : null}
              serverError={serverText('amount')}
              min={facts.minAmount}
              max={facts.maxAmount}
            />
            <PaymentPasswordField
              id="lk-mc-withdraw-password"
              label={t('memberCashier.withdraw.paymentPassword')}
              value={password}
              onValue={(value) => {
                setPassword(value);
                if (serverError?.field === 'paymentPassword') setServerError(null);
              }}
              error={serverText('paymentPassword') ?? (touched ? passwordProblem : null)}
            />
            {generalError ? <Notice tone="error">{serverError.text}</Notice> : null}
            <Button type="submit" block loading={busy} disabled={!ready}>
              {t('memberCashier.withdraw.submit')}
            </Button>
          </form>
        ) : null}
      </section>
      <RequestRecordsLater
        records={records}
        describe={(row) => `${row.account.provider} · ${row.account.accountNumber}`}
        extra={(row) => (
          <WithdrawalConfirmation
            record={row}
            onAnswered={() => {
              reloadRecords();
            }}
          />
        )}
      />
    </>
  );
}
