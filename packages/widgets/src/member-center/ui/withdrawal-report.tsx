import { type ProofImage, reportNotReceived } from '@lobbykit/sdk/member-center';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useTranslate } from '../../ui/use-translate';
import { ProofUpload } from './proof-upload';
import type { ConfirmationAnswer } from './withdrawal-answer';
import '../messages/cashier-messages';

interface ReportProps {
  recordId: number;
  busy: boolean;
  /** Sends through the confirmation's own answer (busy, the outcome, its error). */
  answer: (run: () => ConfirmationAnswer) => Promise<void>;
  onError: (message: string) => void;
  onCancel: () => void;
}

/**
 * R4.78: a withdrawal reported not received, with proof images and a remark. Its own chunk,
 * fetched when the member chooses "not received" (withdrawal-confirmation.tsx).
 */
export function WithdrawalReport({ recordId, busy, answer, onError, onCancel }: ReportProps) {
  const t = useTranslate();
  const remarkId = useId();
  const [proofs, setProofs] = useState<ProofImage[]>([]);
  const [remark, setRemark] = useState('');

  function sendReport(event: FormEvent) {
    event.preventDefault();
    if (proofs.length === 0) {
      onError(t('memberCashier.confirm.proof_none'));
      return;
    }
    void answer(() => reportNotReceived(recordId, proofs, remark));
  }

  return (
    <form
      className="lk-mc-form"
      noValidate
      onSubmit={sendReport}
      aria-label={t('memberCashier.confirm.proofTitle')}
    >
      <ProofUpload proofs={proofs} onChange={setProofs} />
      <Field id={remarkId} label={t('memberCashier.confirm.remark')}>
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
          {t('memberCashier.confirm.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
