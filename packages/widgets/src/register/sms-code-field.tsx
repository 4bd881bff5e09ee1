import { $smsCountdown, sendRegisterSms } from '@lobbykit/sdk/accounts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';

interface SmsCodeFieldProps {
  id: string;
  value: string;
  onInput: (value: string) => void;
  error: string | null;
  dialingCode: string;
  /** The number to send the code to, or null when the form showed why it cannot be sent. */
  mobile: () => string | null;
  onSent: () => void;
}

/** The SMS code and its Send button, disabled with the countdown while a code is live (R4.32). */
export function SmsCodeField({ id, value, onInput, error, dialingCode, mobile, onSent }: SmsCodeFieldProps) {
  const t = useTranslate();
  const seconds = useStore($smsCountdown);
  const [sending, setSending] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  // Sent from here, so the sdk's SMS calls come with this field's chunk, only where it is shown.
  async function send() {
    const to = mobile();
    if (to === null) return;
    setSending(true);
    const result = await sendRegisterSms(dialingCode, to);
    if (!alive.current) return;
    setSending(false);
    if (result.status === 'sent') onSent();
  }

  return (
    <Field id={id} label={t('register.field.verificationCode')} errors={error}>
      {(control) => (
        <div className="lk-register__sms">
          <input
            {...control}
            className="lk-input"
            part="input"
            name="verificationCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('register.placeholder.verificationCode')}
            value={value}
            onInput={(event) => onInput((event.currentTarget as HTMLInputElement).value)}
          />
          <Button
            variant="ghost"
            className="lk-register__send"
            loading={sending}
            disabled={seconds > 0}
            onClick={send}
          >
            {seconds > 0 ? t('register.resendIn', { seconds }) : t('register.sendCode')}
          </Button>
        </div>
      )}
    </Field>
  );
}
