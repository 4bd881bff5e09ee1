import { closeModal } from '@lobbykit/sdk';
import {
  type ChangePasswordResult,
  changePassword,
  isOldPasswordKnown,
  type PasswordErrors,
  type PasswordField,
} from '@lobbykit/sdk/accounts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Modal } from '../ui/modal';
import { PasswordInput } from '../ui/password-input';
import { useTranslate } from '../ui/use-translate';
import './messages/password-messages';
import '../register/messages/register-messages';
import { passwordFieldMessage } from './password-field-message';

type Values = Record<PasswordField, string>;

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
  const [values, setValues] = useState<Values>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const fields: PasswordField[] = askOld
    ? ['oldPassword', 'newPassword', 'confirmNewPassword']
    : ['newPassword', 'confirmNewPassword'];

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert(null);
    let result: ChangePasswordResult;
    try {
      result = await changePassword(askOld ? values : { ...values, oldPassword: undefined });
    } catch {
      result = { status: 'failed', errorCode: 'unknown_error', message: t('common.error') };
    }
    if (!alive.current) return;
    setBusy(false);
    setErrors(result.status === 'invalid' ? result.errors : {});
    if (result.status === 'failed') setAlert(result.message);
  }

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
      <form className="lk-passwords" noValidate onSubmit={submit} aria-busy={busy}>
        {forced ? (
          <p className="lk-passwords__forced">
            {reason === 'expired' ? t('passwords.change.forcedExpired') : t('passwords.change.forcedDefault')}
          </p>
        ) : null}
        <div className="lk-login__alert" role="alert">
          {alert ? <p className="lk-login__alert-text">{alert}</p> : null}
        </div>
        {fields.map((name) => (
          <Field key={name} id={`${id}-${name}`} label={t(labels[name][0])} errors={errorOf(name)}>
            {(control) => (
              <PasswordInput
                {...control}
                name={name}
                value={values[name]}
                placeholder={t(labels[name][1])}
                autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
                onValue={(value) => setValues((current) => ({ ...current, [name]: value }))}
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
