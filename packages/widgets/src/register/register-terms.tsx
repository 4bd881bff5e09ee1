import { navigate } from '@lobbykit/sdk';
import { TERMS_PATH } from '../login/terms-label';
import { Checkbox } from '../ui/checkbox';
import { useTranslate } from '../ui/use-translate';

interface RegisterTermsProps {
  id: string;
  checked: boolean;
  /** Submitted without the box ticked: the message shows (R5.20). */
  missing: boolean;
  onChange: (checked: boolean) => void;
}

const SLOT = '\u0000';

/** The terms box with the 18+ notice (R5.21); registration says why it stopped when unticked (R4.28). */
export function RegisterTerms({ id, checked, missing, onChange }: RegisterTermsProps) {
  const t = useTranslate();
  const [before = '', after = ''] = t('register.terms', { terms: SLOT }).split(SLOT);
  const messageId = `${id}-message`;
  return (
    <div className="lk-register__terms">
      <p className="lk-register__age">
        <span className="lk-register__age-badge" aria-hidden="true">
          18+
        </span>
        {t('register.ageNotice')}
      </p>
      <Checkbox id={id} checked={checked} invalid={missing} onChange={onChange}>
        {before}
        <a
          className="lk-link"
          href={TERMS_PATH}
          onClick={(event) => {
            event.preventDefault();
            navigate(TERMS_PATH);
          }}
        >
          {t('register.termsLink')}
        </a>
        {after}
      </Checkbox>
      {missing ? (
        <p className="lk-field__error" id={messageId} role="alert">
          {t('register.termsRequired')}
        </p>
      ) : null}
    </div>
  );
}
