import {
  PROOF_MAX_COUNT,
  type ProofImage,
  type ProofProblem,
  proofProblem,
  readProof,
} from '@lobbykit/sdk/member-center';
import { useId, useState } from 'react';
import { useTranslate } from '../../ui/use-translate';
import '../messages/confirm-messages';

interface ProofUploadProps {
  proofs: readonly ProofImage[];
  onChange: (proofs: ProofImage[]) => void;
}

/**
 * Proof images for a withdrawal not received (R5.35-R5.37): png or jpg, at most 5 MB each, at most 3.
 * A refused file is named with the reason; the accepted ones show as thumbnails that can be removed.
 */
export function ProofUpload({ proofs, onChange }: ProofUploadProps) {
  const t = useTranslate();
  const inputId = useId();
  const [problem, setProblem] = useState<ProofProblem | null>(null);

  async function pick(files: FileList | null) {
    if (!files) return;
    let next = [...proofs];
    let refused: ProofProblem | null = null;
    for (const file of Array.from(files)) {
      const reason = proofProblem(file, next.length);
      if (reason) {
        refused ??= reason;
        continue;
      }
      next = [...next, await readProof(file)];
    }
    setProblem(refused);
    onChange(next);
  }

  return (
    <div className="lk-mc-form">
      <p className="lk-mc-hint" id={`${inputId}-hint`}>
        {t('memberConfirm.proofHint')}
      </p>
      {proofs.length > 0 ? (
        <ul className="lk-mc-proofs lk-mc-list">
          {proofs.map((proof, index) => (
            <li key={`${proof.name}-${index}`} className="lk-mc-proof">
              <img src={proof.dataUrl} alt={proof.name} />
              <button
                type="button"
                aria-label={t('memberConfirm.removeImage', { name: proof.name })}
                onClick={() => onChange(proofs.filter((_, at) => at !== index))}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {proofs.length < PROOF_MAX_COUNT ? (
        <span className="lk-mc-file">
          <span className="lk-button lk-button--ghost" aria-hidden="true">
            {t('memberConfirm.chooseImages')}
          </span>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            aria-label={t('memberConfirm.chooseImages')}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              const input = event.currentTarget as HTMLInputElement;
              void pick(input.files).finally(() => {
                input.value = '';
              });
            }}
          />
        </span>
      ) : null}
      {problem ? (
        <p className="lk-field__error" role="alert">
          {t(`memberConfirm.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
