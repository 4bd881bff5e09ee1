import type { ContractKind, ContractRow } from '@lobbykit/sdk/agent';
import {
  $agentSettings,
  type ContractTermProblem,
  contractTermsProblem,
  type DividendPeriod,
  offerContract,
} from '@lobbykit/sdk/agent';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useStore } from '../../../ui/use-store';
import { useTranslate } from '../../../ui/use-translate';

const KINDS = ['dividend', 'dailyWage', 'hourlySalary', 'realtimeSalary'] as const;
const PERIODS: readonly DividendPeriod[] = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'];
/** Which consolidated setting (R3.21) says the merchant offers each kind. */
const OFFERED_BY = {
  dividend: 'divtypereq',
  dailyWage: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const;
const TERMS = ['rate', 'activeMembers', 'periodValidBet', 'periodProfitLoss'] as const;
type Term = (typeof TERMS)[number];

interface OfferFormProps {
  account: string;
  onClose(): void;
}

/**
 * R6.14: an upline offers a direct downline a contract (R3.36: rate, active members, period valid bet,
 * period profit and loss; a dividend also its period), through the kind's relay call. The kinds are
 * those the merchant offers and the agent holds a rate for, never above it. R4.81: when the rate is
 * below what the downline gives its own downline, the agent sees those contracts and decides.
 */
export function OfferForm({ account, onClose }: OfferFormProps) {
  const t = useTranslate();
  const id = useId();
  const settingsState = useStore($agentSettings);
  const settings = settingsState.status === 'ready' ? settingsState.settings : null;
  const kinds = KINDS.filter((kind) => settings?.[OFFERED_BY[kind]] && settings.ownRates[kind] !== null);
  const [kind, setKind] = useState<ContractKind | null>(kinds[0] ?? null);
  const [terms, setTerms] = useState<Record<Term, string>>({
    rate: '',
    activeMembers: '0',
    periodValidBet: '0',
    periodProfitLoss: '0',
  });
  const [period, setPeriod] = useState<DividendPeriod>('Monthly');
  const [problem, setProblem] = useState<{ field: Term; problem: ContractTermProblem } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [lower, setLower] = useState<ContractRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const chosen = kind && kinds.includes(kind as (typeof kinds)[number]) ? kind : (kinds[0] ?? null);
  const ownRate = chosen && settings ? settings.ownRates[chosen] : null;
  const offer = chosen
    ? {
        kind: chosen,
        account,
        rate: Number(terms.rate),
        activeMembers: Number(terms.activeMembers),
        periodValidBet: Number(terms.periodValidBet),
        periodProfitLoss: Number(terms.periodProfitLoss),
        ...(chosen === 'dividend' ? { period } : {}),
      }
    : null;

  async function send(agree: boolean) {
    if (!offer) return;
    setBusy(true);
    setFailure(null);
    const outcome = await offerContract(offer, agree);
    setBusy(false);
    if (outcome.status === 'ok') {
      setLower(null);
      setDone(true);
    } else if (outcome.status === 'needsAgreement') setLower(outcome.contracts);
    else setFailure(outcome.message);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!offer) return;
    const found = contractTermsProblem(offer, ownRate);
    setProblem(found);
    if (!found) void send(false);
  }

  const heading = <h3 id={`${id}-title`}>{t('agentPages.offer.title', { account })}</h3>;
  if (!chosen)
    return (
      <section className="lk-ap-form" aria-labelledby={`${id}-title`}>
        {heading}
        <p className="lk-ap-hint">{t('agentPages.offer.noKinds')}</p>
        <Button variant="ghost" onClick={onClose}>
          {t('agentPages.common.close')}
        </Button>
      </section>
    );
  if (done)
    return (
      <section className="lk-ap-form" aria-labelledby={`${id}-title`}>
        {heading}
        <p className="lk-ap-notice lk-ap-notice--ok" role="status">
          {t('agentPages.offer.done', { account })}
        </p>
        <Button variant="ghost" onClick={onClose}>
          {t('agentPages.common.close')}
        </Button>
      </section>
    );

  const problemText = (term: Term) =>
    problem?.field === term
      ? t(`agentPages.offer.problems.${problem.problem}`, { rate: ownRate ?? 0 })
      : null;

  return (
    <form className="lk-ap-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      {heading}
      <div className="lk-field">
        <label className="lk-field__label" htmlFor={`${id}-kind`}>
          {t('agentPages.offer.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="lk-select"
          value={chosen}
          onChange={(event) => setKind(event.currentTarget.value as ContractKind)}
        >
          {kinds.map((entry) => (
            <option key={entry} value={entry}>
              {t(`agentPages.kinds.${entry}`)}
            </option>
          ))}
        </select>
      </div>
      {TERMS.map((term) => (
        <Field
          key={term}
          id={`${id}-${term}`}
          label={t(`agentPages.offer.${term}`)}
          errors={problemText(term)}
        >
          {(control) => (
            <input
              {...control}
              className="lk-input lk-mc-money"
              name={term}
              inputMode={term === 'activeMembers' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={terms[term]}
              onInput={(event) => {
                setTerms({ ...terms, [term]: (event.currentTarget as HTMLInputElement).value });
                if (problem?.field === term) setProblem(null);
              }}
            />
          )}
        </Field>
      ))}
      {ownRate !== null ? (
        <p className="lk-ap-hint">{t('agentPages.offer.ownRate', { rate: ownRate })}</p>
      ) : null}
      {chosen === 'dividend' ? (
        <div className="lk-field">
          <label className="lk-field__label" htmlFor={`${id}-period`}>
            {t('agentPages.offer.period')}
          </label>
          <select
            id={`${id}-period`}
            className="lk-select"
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value as DividendPeriod)}
          >
            {PERIODS.map((entry) => (
              <option key={entry} value={entry}>
                {t(`agentPages.periods.${entry}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {failure ? (
        <p className="lk-ap-notice lk-ap-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      {lower ? (
        <div className="lk-ap-notice lk-ap-notice--error" role="alertdialog" aria-labelledby={`${id}-lower`}>
          <h4 id={`${id}-lower`}>{t('agentPages.offer.lowerTitle')}</h4>
          <p>{t('agentPages.offer.lower', { account })}</p>
          <ul>
            {lower.map((row) => (
              <li key={row.contractId}>
                {t('agentPages.offer.lowerRow', { downline: row.downline, rate: row.rate })}
              </li>
            ))}
          </ul>
          <div className="lk-ap-row-actions">
            <Button loading={busy} onClick={() => void send(true)}>
              {t('agentPages.offer.lowerConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setLower(null)}>
              {t('agentPages.offer.lowerCancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="lk-ap-row-actions">
          <Button type="submit" loading={busy}>
            {t('agentPages.offer.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('agentPages.common.cancel')}
          </Button>
        </div>
      )}
    </form>
  );
}
