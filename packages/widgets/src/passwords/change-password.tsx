import { closeModal } from '@lobbykit/sdk';
import { changePassword, isOldPasswordKnown, type PasswordField } from '@lobbykit/sdk/accounts';
import { useId, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Modal } from '../ui/modal';
import { PasswordInput } from '../ui/password-input';
import { useTranslate } from '../ui/use-translate';
import './messages/password-messages';
import '../register/messages/register-messages';
import { passwordFieldMessage } from './password-field-message';
import { FormAlert, usePasswordForm } from './password-form';

const labels = {
  oldPassword: ['passwords.change.oldPassword', 'passwords.change.oldPlaceholder'],
  newPassword: ['passwords.change.newPassword', 'passwords.change.newPlaceholder'],
  confirmNewPassword: ['passwords.change.confirmNewPassword', 'passwords.change.confirmPlaceholder'],
} as const;

/**
 * The `changePassword` modal (R2.37). Forced after a login with the default password or an expired
 * one (R4.07, R4.08, R4.23, R4.24): it says why and cannot be dismissed. The old password is asked
 * only when the sdk does not already know it (R5.28); each field shows its first error (R5.26).
 */
export function ChangePasswordPopup(props: Record<string, unknown>) {
  const t = useTranslate();
  const id = useId();
  const forced = props.forced === true;
  const reason = props.reason === 'expired' ? 'expired' : 'default';
  const [askOld] = useState(() => !isOldPasswordKnown());
  const { values, set, errors, alert, busy, submit } = usePasswordForm<PasswordField>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });

  const fields: PasswordField[] = askOld
    ? ['oldPassword', 'newPassword', 'confirmNewPassword']
    : ['newPassword', 'confirmNewPassword'];

  const errorOf = (name: PasswordField) => {
    const error = errors[name];
    return error ? passwordFieldMessage('password', error, t) : null;
  };

  return (
    <Modal
      open
      title={t('passwords.change.title')}
      dismissible={!forced}
      onClose={() => closeModal('changePassword')}
    >
      <form
        className="lk-passwords"
        noValidate
        onSubmit={submit((sent) => changePassword(askOld ? sent : { ...sent, oldPassword: undefined }))}
        aria-busy={busy}
      >
        {forced ? (
          <p className="lk-passwords__forced">
            {reason === 'expired' ? t('passwords.change.forcedExpired') : t('passwords.change.forcedDefault')}
          </p>
        ) : null}
        <FormAlert text={alert} />
        {fields.map((name) => (
          <Field key={name} id={`${id}-${name}`} label={t(labels[name][0])} errors={errorOf(name)}>
            {(control) => (
              <PasswordInput
                {...control}
                name={name}
                value={values[name]}
                placeholder={t(labels[name][1])}
                autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
                onValue={set(name)}
              />
            )}
          </Field>
        ))}
        <Button type="submit" block loading={busy}>
          {busy ? t('passwords.change.submitting') : t('passwords.change.submit')}
        </Button>
      </form>
    </Modal>
  );
}
