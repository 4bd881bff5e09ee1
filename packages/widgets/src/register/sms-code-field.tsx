import { $smsCountdown } from '@lobbykit/sdk/accounts';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';

interface SmsCodeFieldProps {
  id: string;
  value: string;
  onInput: (value: string) => void;
  error: string | null;
  sending: boolean;
  onSend: () => void;
}

/** The SMS code and its Send button, disabled with the countdown while a code is live (R4.32). */
export function SmsCodeField({ id, value, onInput, error, sending, onSend }: SmsCodeFieldProps) {
  const t = useTranslate();
  const seconds = useStore($smsCountdown);
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
            onClick={onSend}
          >
            {seconds > 0 ? t('register.resendIn', { seconds }) : t('register.sendCode')}
          </Button>
        </div>
      )}
    </Field>
  );
}
