import { formatDate } from '@lobbykit/sdk';
import { confirmReceived, type WithdrawalRecord } from '@lobbykit/sdk/member-center';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { useLazyComponent } from '../../ui/use-lazy-component';
import { useTranslate } from '../../ui/use-translate';
import { failureText } from './failure-text';
import { Notice } from './notice';
import '../messages/confirm-messages';

/** The not-received report (proof images, remark): rarely needed, fetched when the member opens it. */
const loadReport = () => import('./withdrawal-report').then((module) => module.WithdrawalReport);

export type ConfirmationAnswer = ReturnType<typeof confirmReceived>;

export interface WithdrawalAnswerProps {
  record: WithdrawalRecord;
  /** The record after the member answered (the list refreshes with it). */
  onAnswered: (record: WithdrawalRecord) => void;
}

/**
 * An approved withdrawal waiting for the member's answer: received (R4.77) or not received with
 * proof images (R4.78). Its own chunk: only a record in that state shows it.
 */
export function WithdrawalAnswer({ record, onAnswered }: WithdrawalAnswerProps) {
  const t = useTranslate();
  const [reporting, setReporting] = useState(false);
  const Report = useLazyComponent(loadReport, reporting);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      <strong>{t('memberConfirm.question')}</strong>
      {record.autoReceiptAt ? (
        <span className="lk-mc-item__meta">
          {t('memberConfirm.autoAt', { time: formatDate(record.autoReceiptAt) })}
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
            {t('memberConfirm.received')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setReporting(true)}>
            {t('memberConfirm.notReceived')}
          </Button>
        </div>
      )}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
