import {
  checkAmount,
  type DepositRecord,
  deposit,
  loadDepositChannels,
  loadDepositRecords,
  newRequestId,
} from '@lobbykit/sdk/member-center';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { withTokenDefaults } from '../../theme/tokens';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useOwnStyles } from '../../ui/use-own-styles';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { AmountField } from '../ui/amount-field';
import { failureText } from '../ui/failure-text';
import { Notice } from '../ui/notice';
import { RequestRecordsLater } from '../ui/request-records-later';
import { useMoney } from '../ui/use-currency';
import { useLoad } from '../ui/use-load';
import { useRequestRecords } from '../ui/use-request-records';
import '../messages/cashier-messages';
import '../messages/deposit-messages';

/**
 * depositv2: choose a sandbox channel, an amount within its limits (chips for its presets), send.
 * The request stays In Process until approved; the records below show its status. One idempotency
 * key per request, kept while the player retries it.
 */
export default function DepositPage(_props: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const [channels, reloadChannels] = useLoad(loadDepositChannels);
  const records = useRequestRecords(loadDepositRecords);
  const reloadRecords = records.reload;
  const [chosen, setChosen] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<DepositRecord | null>(null);
  if (channels.state === 'loading') {
    return (
      <div className="lk-mc-card" aria-busy="true">
        <Skeleton width="30%" height="22px" />
        <Skeleton height="56px" />
        <Skeleton height="44px" />
      </div>
    );
  }
  if (channels.state === 'error') return <ErrorState message={channels.message} onRetry={reloadChannels} />;

  const list = channels.value;
  // The request just made, as the records show it now: they load again once it is decided.
  const decided =
    done && records.loaded.state === 'ready'
      ? records.loaded.value.list.find((row) => row.id === done.id && row.status !== 'IN_PROCESS')
      : undefined;
  const channel = list.find((item) => item.code === chosen) ?? list[0] ?? null;
  const check = checkAmount(amount, { min: channel?.minAmount, max: channel?.maxAmount });
  const change = (value: string) => {
    setAmount(value);
    setServerError(null);
    setRequestId(newRequestId());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!channel || check.amount === null) return;
    setBusy(true);
    const outcome = await deposit({ channelCode: channel.code, amount: check.amount, requestId });
    setBusy(false);
    if (outcome.status === 'ok') {
      setDone(outcome.value);
      setAmount('');
      setTouched(false);
      setRequestId(newRequestId());
      // The sdk waits on the request from here: the record and the header's balance follow the
      // operator's (or the sandbox channel's) decision by themselves.
      reloadRecords();
    } else setServerError(failureText(outcome));
  }

  return (
    <>
      <section className="lk-mc-card" aria-labelledby="lk-mc-deposit-title">
        <h2 id="lk-mc-deposit-title">{t('memberDeposit.title')}</h2>
        {list.length === 0 || !channel ? (
          <p className="lk-mc-empty">{t('memberDeposit.noChannels')}</p>
        ) : done ? (
          <>
            <Notice tone={decided?.status === 'REJECTED' ? 'error' : 'success'}>
              {t(
                decided?.status === 'APPROVED'
                  ? 'memberDeposit.approved'
                  : decided?.status === 'REJECTED'
                    ? 'memberDeposit.rejected'
                    : 'memberDeposit.done',
                { reference: done.reference, amount: money(done.amount) },
              )}
            </Notice>
            <Button variant="ghost" onClick={() => setDone(null)}>
              {t('memberDeposit.another')}
            </Button>
          </>
        ) : (
          <form className="lk-mc-form" noValidate onSubmit={submit}>
            <ChannelOptions>
              <legend>{t('memberDeposit.channel')}</legend>
              {list.map((item) => (
                <label key={item.code} className="lk-mc-option">
                  <input
                    type="radio"
                    name="channel"
                    value={item.code}
                    checked={item.code === channel.code}
                    onChange={() => {
                      setChosen(item.code);
                      change(amount);
                    }}
                  />
                  <span>
                    {item.name}
                    <small className="lk-mc-money">
                      {money(item.minAmount)} – {money(item.maxAmount)}
                    </small>
                  </span>
                </label>
              ))}
            </ChannelOptions>
            <p className="lk-mc-hint">
              {t('memberDeposit.payTo', { name: channel.payeeName, account: channel.payeeAccount })}
              {channel.autoApproveSeconds !== null
                ? ` · ${t('memberDeposit.autoApprove', { seconds: channel.autoApproveSeconds })}`
                : ''}
            </p>
            <AmountField
              id="lk-mc-deposit-amount"
              value={amount}
              onValue={change}
              problem={touched ? check.problem : null}
              serverError={serverError}
              min={channel.minAmount}
              max={channel.maxAmount}
              presets={channel.presetAmounts}
            />
            <Button type="submit" block loading={busy}>
              {t('memberDeposit.submit')}
            </Button>
          </form>
        )}
      </section>
      <RequestRecordsLater
        records={records}
        describe={(row) => `${row.channelName} · ${t('memberCashier.records.reference')} ${row.reference}`}
      />
    </>
  );
}

/** The channels' radio cards: this page alone shows them, so their CSS comes with it. */
const channelOptionsCss = `
.lk-mc-option:focus-within { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-mc-options { display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  margin: 0; padding: 0; border: 0; }
.lk-mc-options legend { margin-bottom: 8px; font-size: 13px; font-weight: 600; color: var(--lk-text-muted); }
.lk-mc-option { display: flex; align-items: center; gap: 10px; min-height: 56px; padding: 10px 12px;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); cursor: pointer; }
.lk-mc-option:has(input:checked) { border-color: var(--lk-primary); }
.lk-mc-option input { accent-color: var(--lk-primary); width: 18px; height: 18px; }
.lk-mc-option small { display: block; color: var(--lk-text-muted); }
`;
let channelOptionsSheet: string | null = null;

function ChannelOptions({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  channelOptionsSheet ??= withTokenDefaults(channelOptionsCss);
  useOwnStyles(ref, channelOptionsSheet);
  return (
    <fieldset ref={ref} className="lk-mc-options">
      {children}
    </fieldset>
  );
}
