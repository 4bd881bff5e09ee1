import {
  checkAmount,
  isSingleWallet,
  loadConsolidatedFunds,
  MAIN_WALLET_CODE,
  newRequestId,
  recallBalances,
  transferBetweenWallets,
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
import { useMoney } from '../ui/use-currency';
import { useLoad } from '../ui/use-load';

const load = async () => {
  const [single, funds] = await Promise.all([isSingleWallet(), loadConsolidatedFunds()]);
  return { single, funds };
};

/**
 * transferFund: every wallet and the total (R7.26); on a multi-wallet merchant, moves between the
 * main wallet and a game wallet (R7.27) and recalls every game wallet at once. A single-wallet
 * merchant (R3.30) shows the one wallet and says no transfer is needed.
 */
export default function TransferFundPage(_props: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const [loaded, reload] = useLoad(load);
  const [from, setFrom] = useState(MAIN_WALLET_CODE);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState<'transfer' | 'recall' | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (loaded.state === 'loading') {
    return (
      <div className="lk-mc-card" aria-busy="true">
        <Skeleton width="30%" height="22px" />
        <Skeleton height="56px" />
        <Skeleton height="56px" />
      </div>
    );
  }
  if (loaded.state === 'error' || !loaded.value.funds) {
    return (
      <ErrorState
        message={loaded.state === 'error' ? loaded.message : t('memberCenter.trialBlocked')}
        onRetry={reload}
      />
    );
  }
  const { single, funds } = loaded.value;
  const games = funds.wallets.filter((wallet) => wallet.code !== MAIN_WALLET_CODE);
  // The game wallet on the other side of the move (the main wallet is always one side).
  const target = (to && to !== MAIN_WALLET_CODE ? to : games[0]?.code) ?? '';
  const source = funds.wallets.find((wallet) => wallet.code === from);
  const check = checkAmount(amount, { balance: source?.balance ?? 0 });
  const swap = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    setRequestId(newRequestId());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (check.amount === null || !target) return;
    setBusy('transfer');
    const outcome = await transferBetweenWallets({
      from,
      to: from === MAIN_WALLET_CODE ? target : MAIN_WALLET_CODE,
      amount: check.amount,
      requestId,
    });
    setBusy(null);
    if (outcome.status === 'ok') {
      setMessage({ tone: 'success', text: t('memberCenter.transfer.done', { amount: money(check.amount) }) });
      setAmount('');
      setTouched(false);
      setRequestId(newRequestId());
      reload();
    } else setMessage({ tone: 'error', text: failureText(outcome) });
  }

  async function recall() {
    setBusy('recall');
    const outcome = await recallBalances();
    setBusy(null);
    if (outcome.status === 'ok') {
      setMessage({
        tone: 'success',
        text: t('memberCenter.transfer.recalled', { amount: money(outcome.value.recalled) }),
      });
      reload();
    } else setMessage({ tone: 'error', text: failureText(outcome) });
  }

  return (
    <section className="lk-mc-card" aria-labelledby="lk-mc-transfer-title">
      <h2 id="lk-mc-transfer-title">{t('memberCenter.transfer.title')}</h2>
      <dl className="lk-mc-rows">
        <div className="lk-mc-row">
          <dt>{t('memberCenter.transfer.total')}</dt>
          <dd className="lk-mc-money lk-mc-big">{money(funds.total)}</dd>
        </div>
        {funds.wallets.map((wallet) => (
          <div key={wallet.code} className="lk-mc-row" data-wallet={wallet.code}>
            <dt>{wallet.name}</dt>
            <dd className="lk-mc-money">{money(wallet.balance)}</dd>
          </div>
        ))}
      </dl>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {single || games.length === 0 ? (
        <Notice tone="info">{t('memberCenter.transfer.single')}</Notice>
      ) : (
        <>
          <Button
            variant="ghost"
            loading={busy === 'recall'}
            disabled={busy !== null}
            onClick={() => void recall()}
          >
            {t('memberCenter.transfer.recall')}
          </Button>
          <form className="lk-mc-form" noValidate onSubmit={submit}>
            <Field id="lk-mc-transfer-from" label={t('memberCenter.transfer.from')}>
              {(control) => (
                <select
                  {...control}
                  className="lk-input lk-mc-select"
                  value={from}
                  onChange={(event) => {
                    const next = (event.currentTarget as HTMLSelectElement).value;
                    swap(next, next === MAIN_WALLET_CODE ? target : MAIN_WALLET_CODE);
                  }}
                >
                  {funds.wallets.map((wallet) => (
                    <option key={wallet.code} value={wallet.code}>
                      {wallet.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="lk-mc-transfer-to" label={t('memberCenter.transfer.to')}>
              {(control) => (
                <select
                  {...control}
                  className="lk-input lk-mc-select"
                  value={from === MAIN_WALLET_CODE ? target : MAIN_WALLET_CODE}
                  onChange={(event) => {
                    const next = (event.currentTarget as HTMLSelectElement).value;
                    swap(
                      next === MAIN_WALLET_CODE ? (games[0]?.code ?? MAIN_WALLET_CODE) : MAIN_WALLET_CODE,
                      next,
                    );
                  }}
                >
                  {funds.wallets
                    .filter((wallet) => wallet.code !== from)
                    .map((wallet) => (
                      <option key={wallet.code} value={wallet.code}>
                        {wallet.name}
                      </option>
                    ))}
                </select>
              )}
            </Field>
            <AmountField
              id="lk-mc-transfer-amount"
              value={amount}
              onValue={(value) => {
                setAmount(value);
                setMessage(null);
                setRequestId(newRequestId());
              }}
              problem={touched ? check.problem : null}
            />
            <Button type="submit" block loading={busy === 'transfer'} disabled={busy !== null}>
              {t('memberCenter.transfer.submit')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
