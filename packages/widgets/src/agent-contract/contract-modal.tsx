import { $session, closeModal, formatDate } from '@lobbykit/sdk';
import type { ContractRow } from '@lobbykit/sdk/agent';
import { answerContract, type ContractAnswer, loadOfferedContracts } from '@lobbykit/sdk/agent';
import { useState } from 'react';
import { useMoney } from '../member-center/ui/use-money';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Modal } from '../ui/modal';
import { Skeleton } from '../ui/skeleton';
import { useLoadable } from '../ui/use-loadable';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import './messages/contract-messages';

/** What the member just did, said above the next offer (or the empty state). */
interface Said {
  text: string;
  error?: boolean;
}

/**
 * The `contract` modal (R2.37): logged-in members only (R2.38). The offers the member's upline made
 * and that wait for an answer, one at a time with its terms (rate, active members, period valid bet,
 * period profit and loss); Accept or Reject (R6.15) leaves it accepted or rejected (R4.76).
 */
export function ContractPopup() {
  const t = useTranslate();
  const session = useStore($session);
  const [said, setSaid] = useState<Said | null>(null);
  // Asked again for each member who signs in; a guest is asked to sign in first and nothing is asked.
  const [offers, store] = useLoadable(
    () => (session.isLogin ? loadOfferedContracts() : new Promise<never>(() => {})),
    `${session.isLogin}|${session.token}`,
  );

  const close = () => closeModal('contract');
  return (
    <Modal open title={t('agentContract.title')} onClose={close} compact>
      <div className="lk-contract">
        {said ? (
          <p
            className={said.error ? 'lk-contract__notice lk-contract__notice--error' : 'lk-contract__notice'}
            role={said.error ? 'alert' : 'status'}
          >
            {said.text}
          </p>
        ) : null}
        {!session.isLogin ? (
          <p>{t('agentContract.signInFirst')}</p>
        ) : offers.status === 'loading' ? (
          <div className="lk-contract" aria-busy="true">
            <Skeleton width="70%" />
            <Skeleton height="180px" />
            <Skeleton height="44px" />
          </div>
        ) : offers.status === 'failed' ? (
          <ErrorState message={t('agentContract.loadFailed')} onRetry={store.retry} />
        ) : offers.data[0] ? (
          <OfferCard
            key={offers.data[0].contractId}
            offer={offers.data[0]}
            counter={
              offers.data.length > 1
                ? t('agentContract.counter', { index: 1, total: offers.data.length })
                : ''
            }
            onAnswered={(text, done) => {
              setSaid(text);
              if (done) store.replace(offers.data.slice(1));
            }}
          />
        ) : (
          <>
            {said ? null : <p>{t('agentContract.none')}</p>}
            <Button onClick={close}>{t('agentContract.done')}</Button>
          </>
        )}
      </div>
    </Modal>
  );
}

interface OfferCardProps {
  offer: ContractRow;
  counter: string;
  /** `done`: the offer is answered (or gone) and leaves the list. */
  onAnswered: (said: Said, done: boolean) => void;
}

function OfferCard({ offer, counter, onAnswered }: OfferCardProps) {
  const t = useTranslate();
  const money = useMoney();
  const [busy, setBusy] = useState<ContractAnswer | null>(null);
  const kind = t(`agentContract.kind.${offer.kind}`);

  async function answer(choice: ContractAnswer) {
    setBusy(choice);
    const outcome = await answerContract(offer, choice);
    setBusy(null);
    if (outcome.status === 'failed') {
      // contract_closed: the upline withdrew it meanwhile; it leaves the list with the reason.
      onAnswered({ text: outcome.message, error: true }, outcome.errorCode === 'contract_closed');
      return;
    }
    const params = { kind, upline: offer.upline };
    const ended = outcome.value.terminated.filter((row) => row.downline === offer.downline);
    const text = [
      t(choice === 'accept' ? 'agentContract.accepted' : 'agentContract.rejected', params),
      ...ended.map((row) => t('agentContract.ended', { kind: t(`agentContract.kind.${row.kind}`) })),
    ].join(' ');
    onAnswered({ text }, true);
  }

  const rows: [string, string][] = [
    [t('agentContract.terms.kind'), kind],
    [t('agentContract.terms.upline'), offer.upline],
    [t('agentContract.terms.period'), t(`agentContract.period.${offer.period}`)],
    [t('agentContract.terms.activeMembers'), String(offer.activeMembers)],
    [t('agentContract.terms.periodValidBet'), money(offer.periodValidBet)],
    [t('agentContract.terms.periodProfitLoss'), money(offer.periodProfitLoss)],
    [t('agentContract.terms.offeredAt'), formatDate(offer.offeredAt, { time: true })],
  ];
  return (
    <>
      {counter ? <p className="lk-contract__muted">{counter}</p> : null}
      <p>{t('agentContract.intro', { upline: offer.upline })}</p>
      <dl className="lk-contract__terms">
        <div>
          <dt>{t('agentContract.terms.rate')}</dt>
          <dd className="lk-contract__rate">{t('agentContract.rate', { rate: offer.rate })}</dd>
        </div>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="lk-contract__actions">
        <Button
          variant="ghost"
          loading={busy === 'reject'}
          disabled={busy !== null}
          onClick={() => void answer('reject')}
        >
          {t('agentContract.reject')}
        </Button>
        <Button loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer('accept')}>
          {t('agentContract.accept')}
        </Button>
      </div>
    </>
  );
}
