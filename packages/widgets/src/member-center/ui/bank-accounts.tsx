import {
  BANK_ACCOUNTS_MAX,
  type BankAccount,
  bindBankAccount,
  loadBankAccounts,
  loadPayoutProviders,
} from '@lobbykit/sdk/member-center';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Field } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { useTranslate } from '../../ui/use-translate';
import { failureText } from './failure-text';
import { Notice } from './notice';
import { useLoad } from './use-load';
import '../messages/cashier-messages';

const load = () => Promise.all([loadBankAccounts(), loadPayoutProviders()]);

/** The bound bank and e-wallet accounts and the form that binds one (payee name = the member's). */
export function BankAccounts({ onBound }: { onBound: () => void }) {
  const t = useTranslate();
  const [loaded, reload] = useLoad(load);
  const [form, setForm] = useState({ providerCode: '', accountNumber: '', payeeName: '' });
  const [problem, setProblem] = useState<{ field: string | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [bound, setBound] = useState<BankAccount | null>(null);

  if (loaded.state === 'loading') {
    return (
      <div className="lk-mc-list" aria-busy="true">
        <Skeleton height="56px" />
        <Skeleton height="44px" />
      </div>
    );
  }
  if (loaded.state === 'error') return <ErrorState message={loaded.message} onRetry={reload} />;
  const [accounts, providers] = loaded.value;
  const set = (field: keyof typeof form) => (event: Event) => {
    const value = (event.currentTarget as HTMLInputElement | HTMLSelectElement).value;
    // An updater: two changes before the next render must not undo each other.
    setForm((previous) => ({ ...previous, [field]: value }));
    setProblem(null);
    setBound(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = (['providerCode', 'accountNumber', 'payeeName'] as const).find(
      (field) => !form[field].trim(),
    );
    if (empty) {
      setProblem({ field: empty, text: t('memberCashier.paymentPassword.input_empty') });
      return;
    }
    setBusy(true);
    const outcome = await bindBankAccount(form);
    setBusy(false);
    if (outcome.status === 'ok') {
      setBound(outcome.value);
      setForm({ providerCode: '', accountNumber: '', payeeName: '' });
      reload();
      onBound();
    } else setProblem({ field: outcome.field, text: failureText(outcome) });
  }

  const errorOf = (field: string) => (problem?.field === field ? problem.text : null);
  return (
    <div className="lk-mc-form">
      {accounts.length === 0 ? (
        <p className="lk-mc-empty">{t('memberCenter.bank.empty')}</p>
      ) : (
        <ul className="lk-mc-list">
          {accounts.map((account) => (
            <li key={account.id} className="lk-mc-item">
              <div className="lk-mc-item__top">
                <strong>{account.provider}</strong>
                <span className="lk-mc-item__meta">{t(`memberCenter.bank.${account.kind}`)}</span>
              </div>
              <span className="lk-mc-money">{account.accountNumber}</span>
              <span className="lk-mc-item__meta">{account.payeeName}</span>
            </li>
          ))}
        </ul>
      )}
      {bound ? <Notice tone="success">{t('memberCenter.bank.bound')}</Notice> : null}
      {accounts.length >= BANK_ACCOUNTS_MAX ? (
        <Notice tone="info">{t('memberCenter.bank.max', { max: BANK_ACCOUNTS_MAX })}</Notice>
      ) : (
        <form className="lk-mc-form" noValidate onSubmit={submit} aria-label={t('memberCenter.bank.bind')}>
          <Field
            id="lk-mc-bank-provider"
            label={t('memberCenter.bank.provider')}
            errors={errorOf('providerCode')}
          >
            {(control) => (
              <select
                {...control}
                className="lk-input lk-mc-select"
                value={form.providerCode}
                onChange={set('providerCode')}
              >
                <option value="">{t('memberCenter.bank.chooseProvider')}</option>
                {providers.map((provider) => (
                  <option key={provider.code} value={provider.code}>
                    {provider.name} (
                    {t(`memberCenter.bank.${provider.kind === 'BANK' ? 'BANK' : 'E_WALLET'}`)})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="lk-mc-bank-number"
            label={t('memberCenter.bank.number')}
            errors={errorOf('accountNumber')}
          >
            {(control) => (
              <input
                {...control}
                className="lk-input lk-mc-money"
                name="accountNumber"
                inputMode="numeric"
                autoComplete="off"
                maxLength={40}
                value={form.accountNumber}
                onInput={set('accountNumber')}
              />
            )}
          </Field>
          <Field id="lk-mc-bank-payee" label={t('memberCenter.bank.payee')} errors={errorOf('payeeName')}>
            {(control) => (
              <input
                {...control}
                className="lk-input"
                name="payeeName"
                autoComplete="name"
                maxLength={64}
                value={form.payeeName}
                onInput={set('payeeName')}
              />
            )}
          </Field>
          <p className="lk-mc-hint">{t('memberCenter.bank.payeeHint')}</p>
          {problem && !['providerCode', 'accountNumber', 'payeeName'].includes(problem.field ?? '') ? (
            <Notice tone="error">{problem.text}</Notice>
          ) : null}
          <Button type="submit" loading={busy}>
            {t('memberCenter.bank.bind')}
          </Button>
        </form>
      )}
    </div>
  );
}
