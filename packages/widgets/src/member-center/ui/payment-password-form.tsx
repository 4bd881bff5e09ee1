import {
  checkPaymentPasswordForm,
  type PaymentPasswordForm,
  setPaymentPassword,
} from '@lobbykit/sdk/member-center';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { PasswordInput } from '../../ui/password-input';
import { useTranslate } from '../../ui/use-translate';
import { failureText } from './failure-text';
import { Notice } from './notice';
import { PaymentPasswordField } from './payment-password-field';
import '../messages/cashier-messages';

interface PaymentPasswordFormProps {
  /** Not set yet: the login password proves the member; else the current payment password does. */
  firstTime: boolean;
  onSaved: () => void;
}

const EMPTY: Required<PaymentPasswordForm> = {
  loginPassword: '',
  oldPaymentPassword: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};

/** Sets or changes the 6-digit payment password; a wrong current one shows the tries left. */
export function PaymentPasswordFormView({ firstTime, onSaved }: PaymentPasswordFormProps) {
  const t = useTranslate();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = (field: keyof PaymentPasswordForm) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setProblem(null);
    setSaved(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent: PaymentPasswordForm = firstTime
      ? {
          loginPassword: form.loginPassword,
          paymentPassword: form.paymentPassword,
          confirmPaymentPassword: form.confirmPaymentPassword,
        }
      : {
          oldPaymentPassword: form.oldPaymentPassword,
          paymentPassword: form.paymentPassword,
          confirmPaymentPassword: form.confirmPaymentPassword,
        };
    const local = checkPaymentPasswordForm(sent, firstTime);
    if (local) {
      setProblem({
        field: local.field,
        text: t(`memberCashier.paymentPassword.${local.key}` as 'memberCashier.paymentPassword.input_empty'),
      });
      return;
    }
    setBusy(true);
    const outcome = await setPaymentPassword(sent);
    setBusy(false);
    if (outcome.status === 'ok') {
      setForm(EMPTY);
      setSaved(true);
      onSaved();
    } else {
      const field = outcome.field ?? (firstTime ? 'loginPassword' : 'oldPaymentPassword');
      setProblem({ field, text: failureText(outcome) });
    }
  }

  const errorOf = (field: string) => (problem?.field === field ? problem.text : null);
  return (
    <form
      className="lk-mc-form"
      noValidate
      onSubmit={submit}
      aria-label={t('memberCenter.paymentPassword.title')}
    >
      {firstTime ? (
        <Field
          id="lk-mc-pp-login"
          label={t('memberCenter.paymentPassword.loginPassword')}
          errors={errorOf('loginPassword')}
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="loginPassword"
              value={form.loginPassword}
              autoComplete="current-password"
              onValue={set('loginPassword')}
            />
          )}
        </Field>
      ) : (
        <PaymentPasswordField
          id="lk-mc-pp-old"
          label={t('memberCenter.paymentPassword.oldPassword')}
          value={form.oldPaymentPassword}
          onValue={set('oldPaymentPassword')}
          error={errorOf('oldPaymentPassword')}
        />
      )}
      <PaymentPasswordField
        id="lk-mc-pp-new"
        label={t('memberCenter.paymentPassword.newPassword')}
        value={form.paymentPassword}
        onValue={set('paymentPassword')}
        error={errorOf('paymentPassword')}
      />
      <PaymentPasswordField
        id="lk-mc-pp-confirm"
        label={t('memberCenter.paymentPassword.confirmPassword')}
        value={form.confirmPaymentPassword}
        onValue={set('confirmPaymentPassword')}
        error={errorOf('confirmPaymentPassword')}
      />
      {problem &&
      !['loginPassword', 'oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword'].includes(
        problem.field,
      ) ? (
        <Notice tone="error">{problem.text}</Notice>
      ) : null}
      {saved ? <Notice tone="success">{t('memberCenter.paymentPassword.saved')}</Notice> : null}
      <Button type="submit" loading={busy}>
        {t('memberCenter.paymentPassword.save')}
      </Button>
    </form>
  );
}
