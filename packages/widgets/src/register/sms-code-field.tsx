import { $smsCountdown, sendRegisterSms } from '@lobbykit/sdk/accounts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';

interface FieldProps {
  id: string;
  value: string;
  onInput: (value: string) => void;
  error: string | null;
}

/**
 * The registration's code: the field sends it itself. Another form (the SMS login, R4.13's
 * Firebase login) passes `onSend` and sends its own code, with its own rules (the slider, R4.12).
 */
type SmsCodeFieldProps = FieldProps &
  (
    | {
        dialingCode: string;
        /** The number to send the code to, or null when the form showed why it cannot be sent. */
        mobile: () => string | null;
        onSent: () => void;
        onSend?: undefined;
      }
    | {
        onSend: () => Promise<void>;
        /** The Send button waits (the form is still reading what it needs to send). */
        busy?: boolean;
      }
  );

/** The SMS code and its Send button, disabled with the countdown while a code is live (R4.32). */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const { id, value, onInput, error } = props;
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
    if (props.onSend) {
      setSending(true);
      await props.onSend();
      if (alive.current) setSending(false);
      return;
    }
    const to = props.mobile();
    if (to === null) return;
    setSending(true);
    const result = await sendRegisterSms(props.dialingCode, to);
    if (!alive.current) return;
    setSending(false);
    if (result.status === 'sent') props.onSent();
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
            loading={sending || (props.onSend !== undefined && props.busy === true)}
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
