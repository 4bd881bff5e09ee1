import { type ResetMailField, sendPasswordResetMail } from '@lobbykit/sdk/accounts';
import { useId } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { useTranslate } from '../ui/use-translate';
import { passwordFieldMessage } from './password-field-message';
import { FormAlert, usePasswordForm } from './password-form';

/**
 * Forgot password by e-mail: username and e-mail (R5.31). The sdk sends them form-encoded (R7.08),
 * shows the in_been_out confirmation and closes the modal (R4.25, R4.26).
 */
export function ForgotByEmail() {
  const t = useTranslate();
  const id = useId();
  const { values, set, errors, alert, busy, submit } = usePasswordForm<ResetMailField>({
    username: '',
    email: '',
  });

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
            onInput={(event) => set(name)((event.currentTarget as HTMLInputElement).value)}
          />
        )}
      </Field>
    );
  };

  return (
    <form className="lk-passwords" noValidate onSubmit={submit(sendPasswordResetMail)} aria-busy={busy}>
      <p className="lk-passwords__intro">{t('passwords.forgot.emailIntro')}</p>
      <FormAlert text={alert} />
      {field('username')}
      {field('email')}
      <Button type="submit" block loading={busy}>
        {busy ? t('passwords.forgot.sending') : t('passwords.forgot.sendMail')}
      </Button>
    </form>
  );
}
