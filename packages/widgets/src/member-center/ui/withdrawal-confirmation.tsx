import { formatDate } from '@lobbykit/sdk';
import { awaitsConfirmation, confirmReceived, type WithdrawalRecord } from '@lobbykit/sdk/member-center';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { useLazyComponent } from '../../ui/use-lazy-component';
import { useTranslate } from '../../ui/use-translate';
import { failureText } from './failure-text';
import { Notice } from './notice';

/** The not-received report (proof images, remark): rarely needed, fetched when the member opens it. */
const loadReport = () => import('./withdrawal-report').then((module) => module.WithdrawalReport);

export type ConfirmationAnswer = ReturnType<typeof confirmReceived>;

interface ConfirmationProps {
  record: WithdrawalRecord;
  /** The record after the member answered (the list refreshes with it). */
  onAnswered: (record: WithdrawalRecord) => void;
}

/**
 * The withdrawal confirmation of spec section 4 on one record: once approved the member answers
 * received (R4.77) or not received with proof images (R4.78); forced received (R4.79) and the
 * automatic receipt after N minutes (R4.80) show as their status.
 */
export function WithdrawalConfirmation({ record, onAnswered }: ConfirmationProps) {
  const t = useTranslate();
  const [reporting, setReporting] = useState(false);
  const Report = useLazyComponent(loadReport, reporting);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!awaitsConfirmation(record)) {
    return record.confirmation === 'NONE' ? null : (
      <span className="lk-mc-item__meta" data-confirmation={record.confirmation}>
        {t(`memberCenter.confirm.${record.confirmation}`)}
      </span>
    );
  }

  async function answer(run: () => ConfirmationAnswer) {
    setBusy(true);
    setError(null);
    const outcome = await run();
    setBusy(false);
    if (outcome.status === 'ok') onAnswered(outcome.value);
    else setError(failureText(outcome));
  }

  return (
    <div className="lk-mc-form" data-confirmation="PENDING">
      <strong>{t('memberCenter.confirm.question')}</strong>
      {record.autoReceiptAt ? (
        <span className="lk-mc-item__meta">
          {t('memberCenter.confirm.autoAt', { time: formatDate(record.autoReceiptAt) })}
        </span>
      ) : null}
      {reporting ? (
        Report ? (
          <Report
            recordId={record.id}
            busy={busy}
            answer={answer}
            onError={setError}
            onCancel={() => setReporting(false)}
          />
        ) : null
      ) : (
        <div className="lk-mc-actions">
          <Button loading={busy} onClick={() => void answer(() => confirmReceived(record.id))}>
            {t('memberCenter.confirm.received')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setReporting(true)}>
            {t('memberCenter.confirm.notReceived')}
          </Button>
        </div>
      )}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
