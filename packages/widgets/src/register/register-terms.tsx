import { TERMS_PATH } from '../login/terms-label';
import { Checkbox } from '../ui/checkbox';
import { SiteLink } from '../ui/site-link';
import { useTranslate } from '../ui/use-translate';

interface RegisterTermsProps {
  id: string;
  checked: boolean;
  /** Submitted without the box ticked: the message shows (R5.20). */
  missing: boolean;
  /** The merchant's minimum age (R9.34: 18 by default). */
  minimumAge: number;
  onChange: (checked: boolean) => void;
}

/** The default minimum age, whose notice is the spec's own 'I am 18 years old and agree' (R5.21). */
const DEFAULT_MINIMUM_AGE = 18;

const SLOT = '\u0000';

/**
 * The terms box with the age notice: 18+ by default (R5.21, R9.34), 'Please confirm you are 21 years
 * old' where the merchant sets 21 (R9.35); registration says why it stopped when unticked (R4.28).
 */
export function RegisterTerms({ id, checked, missing, minimumAge, onChange }: RegisterTermsProps) {
  const t = useTranslate();
  const [before = '', after = ''] = t('register.terms', { terms: SLOT }).split(SLOT);
  const messageId = `${id}-message`;
  return (
    <div className="lk-register__terms">
      <p className="lk-register__age">
        <span className="lk-register__age-badge" aria-hidden="true">
          {minimumAge}+
        </span>
        {minimumAge === DEFAULT_MINIMUM_AGE
          ? t('register.ageNotice')
          : t('register.ageConfirm', { age: minimumAge })}
      </p>
      <Checkbox id={id} checked={checked} invalid={missing} onChange={onChange}>
        {before}
        <SiteLink path={TERMS_PATH}>{t('register.termsLink')}</SiteLink>
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
