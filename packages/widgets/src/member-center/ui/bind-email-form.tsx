import { bindEmail } from '@lobbykit/sdk/member-center';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useTranslate } from '../../ui/use-translate';
import { failureText } from './failure-text';
import { Notice } from './notice';
import '../messages/cashier-messages';

/** Binds or replaces the member's email (what forgot-password by email checks). */
export function BindEmailForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('memberCashier.paymentPassword.input_empty'));
      return;
    }
    setBusy(true);
    const outcome = await bindEmail(email);
    setBusy(false);
    if (outcome.status === 'ok') {
      setSaved(true);
      setEmail('');
      onSaved();
    } else setError(failureText(outcome));
  }

  return (
    <form className="lk-mc-form" noValidate onSubmit={submit} aria-label={t('memberCenter.email.title')}>
      <Field id="lk-mc-email" label={t('memberCenter.email.label')} errors={error}>
        {(control) => (
          <input
            {...control}
            className="lk-input"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onInput={(event) => {
              setEmail((event.currentTarget as HTMLInputElement).value);
              setError(null);
              setSaved(false);
            }}
          />
        )}
      </Field>
      {saved ? <Notice tone="success">{t('memberCenter.email.saved')}</Notice> : null}
      <Button type="submit" loading={busy}>
        {t('memberCenter.email.save')}
      </Button>
    </form>
  );
}
