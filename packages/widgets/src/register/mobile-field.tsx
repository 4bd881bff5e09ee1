import { useEffect, useState } from 'react';
import { Field } from '../ui/field';
import { useTranslate } from '../ui/use-translate';

/**
 * The country of the dialing code, named in the player's language, from the country code list
 * (R7.54). Loaded after the form, in a chunk of its own: the field works without it.
 */
function useDialingCountryName(dialingCode: string): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('@lobbykit/sdk/locales')
      .then(({ dialingCountry }) => dialingCountry(dialingCode))
      .then((country) => {
        if (current) setName(country?.name ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [dialingCode]);
  return name;
}

interface MobileFieldProps {
  id: string;
  value: string;
  onInput: (value: string) => void;
  error: string | null;
  /** The merchant's country dialing code (+63, +880), shown before the number. */
  dialingCode: string;
  digits: number;
  prefix: string;
}

/** The mobile number with its dialing code, the 'n digit number' placeholder (R5.13, R5.14) and the hint (R5.15). */
export function MobileField({ id, value, onInput, error, dialingCode, digits, prefix }: MobileFieldProps) {
  const t = useTranslate();
  const hintId = `${id}-hint`;
  const country = useDialingCountryName(dialingCode);
  const code = dialingCode.startsWith('+') ? dialingCode : `+${dialingCode}`;
  return (
    <Field id={id} label={t('register.field.mobileNum')} errors={error}>
      {(control) => (
        <>
          <div className="lk-register__mobile">
            <span
              className="lk-register__dialing"
              title={country ? `${t('register.dialingCode')}: ${country}` : t('register.dialingCode')}
            >
              {code}
              {country ? <span className="lk-sr-only"> ({country})</span> : null}
            </span>
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
              className="lk-input"
              part="input"
              name="mobileNum"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={digits || undefined}
              placeholder={t('register.placeholder.mobileNum', { digits, prefix })}
              value={value}
              onInput={(event) => onInput((event.currentTarget as HTMLInputElement).value)}
            />
          </div>
          <p className="lk-register__hint" id={hintId}>
            {t('register.mobileHint')}
          </p>
        </>
      )}
    </Field>
  );
}
