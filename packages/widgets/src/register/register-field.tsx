import type { RegistrationField } from '@lobbykit/sdk/accounts';
import { Field } from '../ui/field';
import { PasswordInput } from '../ui/password-input';
import { useTranslate } from '../ui/use-translate';

interface RegisterFieldProps {
  id: string;
  name: RegistrationField;
  value: string;
  required: boolean;
  error: string | null;
  /** The affiliate code that came from the page or the widget's props is shown, not edited. */
  readOnly?: boolean;
  onInput: (value: string) => void;
}

const passwords = new Set<RegistrationField>(['password', 'confirmPassword', 'paymentPassword']);

// inputMode rather than type: the keyboard fits the field and the browser never second-guesses the
// merchant's own rule (an email input would refuse what the rule may allow).
const inputKind: Partial<
  Record<RegistrationField, { autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel' }>
> = {
  username: { autoComplete: 'username' },
  email: { autoComplete: 'email', inputMode: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { autoComplete: 'off', inputMode: 'numeric' },
  whatsapp: { autoComplete: 'off', inputMode: 'tel' },
};

/** One text or password field of the registration user, labelled, with its first error below (R5.26). */
export function RegisterField({
  id,
  name,
  value,
  required,
  error,
  readOnly = false,
  onInput,
}: RegisterFieldProps) {
  const t = useTranslate();
  const label = t(`register.field.${name}`);
  if (passwords.has(name)) {
    return (
      <Field id={id} label={label} errors={error}>
        {(control) => (
          <PasswordInput
            {...control}
            name={name}
            autoComplete="new-password"
            placeholder={
              name === 'confirmPassword'
                ? t('register.placeholder.confirmPassword')
                : t('register.placeholder.password')
            }
            value={value}
            onValue={onInput}
          />
        )}
      </Field>
    );
  }
  const kind = inputKind[name] ?? { autoComplete: 'off' };
  return (
    <Field id={id} label={label} errors={error}>
      {(control) => (
        <input
          {...control}
          className="lk-input"
          part="input"
          name={name}
          type="text"
          autoComplete={kind.autoComplete}
          inputMode={kind.inputMode}
          autoCapitalize="none"
          spellcheck={false}
          readOnly={readOnly}
          aria-required={required}
          placeholder={
            name === 'username'
              ? t('register.placeholder.username')
              : required
                ? ''
                : t('register.placeholder.optional')
          }
          title={readOnly ? t('register.affiliateFromPage') : undefined}
          value={value}
          onInput={(event) => onInput((event.currentTarget as HTMLInputElement).value)}
        />
      )}
    </Field>
  );
}
