import type { FieldError } from '@lobbykit/sdk/accounts';
import { type ResetMailField, type ResetMailResult, sendPasswordResetMail } from '@lobbykit/sdk/accounts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { useTranslate } from '../ui/use-translate';
import { passwordFieldMessage } from './password-field-message';

/**
 * Forgot password by e-mail: username and e-mail (R5.31). The sdk sends them form-encoded (R7.08),
 * shows the in_been_out confirmation and closes the modal (R4.25, R4.26).
 */
export function ForgotByEmail() {
  const t = useTranslate();
  const id = useId();
  const [values, setValues] = useState<Record<ResetMailField, string>>({ username: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<ResetMailField, FieldError>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert(null);
    let result: ResetMailResult;
    try {
      result = await sendPasswordResetMail(values);
    } catch {
      result = { status: 'failed', errorCode: 'unknown_error', message: t('common.error') };
    }
    if (!alive.current) return;
    setBusy(false);
    setErrors(result.status === 'invalid' ? result.errors : {});
    if (result.status === 'failed') setAlert(result.message);
  }

  const field = (name: ResetMailField) => {
    const error = errors[name];
    return (
      <Field
        id={`${id}-${name}`}
        label={t(`passwords.forgot.${name}`)}
        errors={error ? passwordFieldMessage(name, error, t) : null}
      >
        {(control) => (
          <input
            {...control}
            className="lk-input"
            name={name}
            type="text"
            inputMode={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'username'}
            placeholder={t(`passwords.forgot.${name}Placeholder`)}
            value={values[name]}
            onInput={(event) => {
              const value = (event.currentTarget as HTMLInputElement).value;
              setValues((current) => ({ ...current, [name]: value }));
            }}
          />
        )}
      </Field>
    );
  };

  return (
    <form className="lk-passwords" noValidate onSubmit={submit} aria-busy={busy}>
      <p className="lk-passwords__intro">{t('passwords.forgot.emailIntro')}</p>
      <div className="lk-login__alert" role="alert">
        {alert ? <p className="lk-login__alert-text">{alert}</p> : null}
      </div>
      {field('username')}
      {field('email')}
      <Button type="submit" block loading={busy}>
        {busy ? t('passwords.forgot.sending') : t('passwords.forgot.sendMail')}
      </Button>
    </form>
  );
}
