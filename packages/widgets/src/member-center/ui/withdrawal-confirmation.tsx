import { formatDate } from '@lobbykit/sdk';
import {
  awaitsConfirmation,
  confirmReceived,
  type ProofImage,
  reportNotReceived,
  type WithdrawalRecord,
} from '@lobbykit/sdk/member-center';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useTranslate } from '../../ui/use-translate';
import { failureText } from './failure-text';
import { Notice } from './notice';
import { ProofUpload } from './proof-upload';

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
  const remarkId = useId();
  const [reporting, setReporting] = useState(false);
  const [proofs, setProofs] = useState<ProofImage[]>([]);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!awaitsConfirmation(record)) {
    return record.confirmation === 'NONE' ? null : (
      <span className="lk-mc-item__meta" data-confirmation={record.confirmation}>
        {t(`memberCenter.confirm.${record.confirmation}`)}
      </span>
    );
  }

  async function answer(run: () => ReturnType<typeof confirmReceived>) {
    setBusy(true);
    setError(null);
    const outcome = await run();
    setBusy(false);
    if (outcome.status === 'ok') onAnswered(outcome.value);
    else setError(failureText(outcome));
  }

  function sendReport(event: FormEvent) {
    event.preventDefault();
    if (proofs.length === 0) {
      setError(t('memberCenter.confirm.proof_none'));
      return;
    }
    void answer(() => reportNotReceived(record.id, proofs, remark));
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
        <form
          className="lk-mc-form"
          noValidate
          onSubmit={sendReport}
          aria-label={t('memberCenter.confirm.proofTitle')}
        >
          <ProofUpload proofs={proofs} onChange={setProofs} />
          <Field id={remarkId} label={t('memberCenter.confirm.remark')}>
            {(control) => (
              <textarea
                {...control}
                className="lk-input"
                maxLength={140}
                value={remark}
                onInput={(event) => setRemark((event.currentTarget as HTMLTextAreaElement).value)}
              />
            )}
          </Field>
          <div className="lk-mc-actions">
            <Button type="submit" loading={busy}>
              {t('memberCenter.confirm.send')}
            </Button>
            <Button variant="ghost" onClick={() => setReporting(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
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
