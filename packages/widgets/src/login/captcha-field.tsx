import { useRef } from 'react';
import { withTokenDefaults } from '../theme/tokens';
import { Field } from '../ui/field';
import { useOwnStyles } from '../ui/use-own-styles';
import { useTranslate } from '../ui/use-translate';
import { captchaFieldCss } from './captcha-field.css';
// Its words are the login namespace's: the register form shows this field without the login form.
import './messages/login-messages';

const captchaSheet = withTokenDefaults(captchaFieldCss);

interface CaptchaFieldProps {
  id: string;
  /** A data URL from the server (R7.12); null while the first picture loads. */
  image: string | null;
  value: string;
  onInput: (value: string) => void;
  errors: readonly string[];
  onRefresh: () => void;
}

export function CaptchaField({ id, image, value, onInput, errors, onRefresh }: CaptchaFieldProps) {
  const t = useTranslate();
  const row = useRef<HTMLDivElement>(null);
  useOwnStyles(row, captchaSheet);
  return (
    <Field id={id} label={t('login.captcha')} errors={errors}>
      {(control) => (
        <div className="lk-captcha" ref={row}>
          <input
            {...control}
            className="lk-input"
            part="input"
            name="captcha"
            autoComplete="off"
            inputMode="text"
            placeholder={t('login.captchaPlaceholder')}
            value={value}
            onInput={(event) => onInput((event.currentTarget as HTMLInputElement).value)}
          />
          {image ? (
            <img className="lk-captcha__image" src={image} alt={t('login.captchaImage')} />
          ) : (
            <span className="lk-captcha__image" aria-hidden="true" />
          )}
          <button
            type="button"
            className="lk-captcha__refresh"
            aria-label={t('login.captchaRefresh')}
            onClick={onRefresh}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
              <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
            </svg>
          </button>
        </div>
      )}
    </Field>
  );
}
