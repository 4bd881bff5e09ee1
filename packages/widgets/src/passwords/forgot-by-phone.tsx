import {
  $smsCountdown,
  needsSlider,
  type ResetPhoneField,
  type SliderSolution,
  sendPasswordSms,
  setPasswordWithSms,
} from '@lobbykit/sdk/accounts';
import { useId, useState } from 'react';
import { SliderCheck } from '../slider-check/slider-check';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { PasswordInput } from '../ui/password-input';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { passwordFieldMessage } from './password-field-message';
import { FormAlert, usePasswordForm } from './password-form';

/**
 * Forgot password by phone: the mobile number, a code by SMS (the registration countdown, R4.32)
 * and a new password with its rule (R5.32); the sdk sets it, logs in and goes to / (R4.27).
 */
export function ForgotByPhone() {
  const t = useTranslate();
  const id = useId();
  const seconds = useStore($smsCountdown);
  const { values, set, errors, setErrors, alert, busy, alive, submit } = usePasswordForm<ResetPhoneField>({
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
  });
  const [sending, setSending] = useState(false);
  /** R4.12: 0 while no slider shows; each Send that needs one shows a new puzzle (its key). */
  const [slider, setSlider] = useState(0);
  const errorOf = (name: ResetPhoneField) => {
    const error = errors[name];
    return error ? passwordFieldMessage(name === 'newPassword' ? 'password' : name, error, t) : null;
  };

  async function sendCode() {
    setSending(true);
    let sliderNeeded = false;
    try {
      sliderNeeded = await needsSlider();
    } catch {
      // Settings out of reach: the send goes ahead and the server's answer says what is missing.
    }
    if (!alive.current) return;
    if (sliderNeeded) {
      setSending(false);
      setSlider((shown) => shown + 1);
      return;
    }
    await sendWith(undefined);
  }

  /** R4.12: the slider's drop sends the code; false asks the slider for a new puzzle. */
  async function verifySlider(solution: SliderSolution): Promise<boolean> {
    const result = await sendWith(solution);
    if (result?.status === 'failed' && result.field === 'slider') return false;
    if (result?.status === 'failed') setSlider(0);
    return true;
  }

  async function sendWith(solution: SliderSolution | undefined) {
    setSending(true);
    const result = await sendPasswordSms(values.mobileNum, solution);
    if (!alive.current) return null;
    setSending(false);
    // A refusal shows in the sdk's warning dialog (R8.03); the field keeps its own message here.
    if (result.status === 'failed' && result.errorCode === 'missing_phone') {
      setErrors((current) => ({
        ...current,
        mobileNum: { key: 'input_empty', params: { min: 0, max: 0, length: '' } },
      }));
    }
    return result;
  }

  return (
    <form className="lk-passwords" noValidate onSubmit={submit(setPasswordWithSms)} aria-busy={busy}>
      <p className="lk-passwords__intro">{t('passwords.forgot.phoneIntro')}</p>
      <FormAlert text={alert} />
      <Field id={`${id}-mobileNum`} label={t('passwords.forgot.mobileNum')} errors={errorOf('mobileNum')}>
        {(control) => (
          <input
            {...control}
            className="lk-input"
            name="mobileNum"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('passwords.forgot.mobilePlaceholder')}
            value={values.mobileNum}
            onInput={(event) => set('mobileNum')((event.currentTarget as HTMLInputElement).value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-verificationCode`}
        label={t('passwords.forgot.verificationCode')}
        errors={errorOf('verificationCode')}
      >
        {(control) => (
          <div className="lk-passwords__code">
            <input
              {...control}
              className="lk-input"
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('passwords.forgot.codePlaceholder')}
              value={values.verificationCode}
              onInput={(event) => set('verificationCode')((event.currentTarget as HTMLInputElement).value)}
            />
            <Button
              variant="ghost"
              className="lk-passwords__send"
              loading={sending}
              disabled={seconds > 0}
              onClick={sendCode}
            >
              {seconds > 0 ? t('passwords.forgot.resendIn', { seconds }) : t('passwords.forgot.sendCode')}
            </Button>
          </div>
        )}
      </Field>
      {slider > 0 ? <SliderCheck key={slider} verify={verifySlider} /> : null}
      <Field
        id={`${id}-newPassword`}
        label={t('passwords.forgot.newPassword')}
        errors={errorOf('newPassword')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="newPassword"
            value={values.newPassword}
            placeholder={t('passwords.forgot.newPlaceholder')}
            autoComplete="new-password"
            onValue={set('newPassword')}
          />
        )}
      </Field>
      <Button type="submit" block loading={busy}>
        {busy ? t('passwords.forgot.resetting') : t('passwords.forgot.reset')}
      </Button>
    </form>
  );
}
