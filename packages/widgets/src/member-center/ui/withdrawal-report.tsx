import { type ProofImage, reportNotReceived } from '@lobbykit/sdk/member-center';
import { type FormEvent, useId, useRef, useState } from 'react';
import { withTokenDefaults } from '../../theme/tokens';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useOwnStyles } from '../../ui/use-own-styles';
import { useTranslate } from '../../ui/use-translate';
import { ProofUpload } from './proof-upload';
import type { ConfirmationAnswer } from './withdrawal-answer';
import '../messages/confirm-messages';

/** The proof thumbnails, the file picker and the remark: this form alone shows them. */
const withdrawalReportCss = `
.lk-mc-proofs { display: flex; flex-wrap: wrap; gap: 8px; }
.lk-mc-proof { position: relative; width: 88px; height: 88px; border-radius: var(--lk-radius-sm); overflow: hidden;
  border: 1px solid var(--lk-border); }
.lk-mc-proof img { width: 100%; height: 100%; object-fit: cover; }
.lk-mc-proof button { position: absolute; top: 2px; right: 2px; width: 44px; height: 44px; border: 0;
  background: transparent; color: #fff; cursor: pointer; display: grid; place-items: start end; padding: 2px; }
.lk-mc-proof button span { display: grid; place-items: center; width: 22px; height: 22px; border-radius: 50%;
  background: rgba(0, 0, 0, 0.7); }
.lk-mc-file { position: relative; display: inline-flex; }
.lk-mc-file input { position: absolute; inset: 0; opacity: 0; cursor: pointer; }
.lk-mc-file:focus-within .lk-button { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-mc-report textarea.lk-input { min-height: 88px; resize: vertical; font: inherit; }
`;

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
  const ref = useRef<HTMLFormElement>(null);
  useOwnStyles(ref, withTokenDefaults(withdrawalReportCss));

  function sendReport(event: FormEvent) {
    event.preventDefault();
    if (proofs.length === 0) {
      onError(t('memberConfirm.proof_none'));
      return;
    }
    void answer(() => reportNotReceived(recordId, proofs, remark));
  }

  return (
    <form
      ref={ref}
      className="lk-mc-form lk-mc-report"
      noValidate
      onSubmit={sendReport}
      aria-label={t('memberConfirm.proofTitle')}
    >
      <ProofUpload proofs={proofs} onChange={setProofs} />
      <Field id={remarkId} label={t('memberConfirm.remark')}>
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
          {t('memberConfirm.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
