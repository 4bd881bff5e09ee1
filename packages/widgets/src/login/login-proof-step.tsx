import type { LoginChallenge, LoginForm } from '@lobbykit/sdk';
import { $smsCountdown, proveLogin, sendLoginProofSms, verifyLoginWithGoogle } from '@lobbykit/sdk/accounts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import type { LoginOutcome } from './login-form';
import './proof-messages/proof-messages';

interface LoginProofStepProps {
  challenge: LoginChallenge;
  /** The login that was held, finished once the proof is accepted. */
  form: LoginForm;
  onSuccess: (outcome: LoginOutcome) => void;
  /** Back to the login form: the ticket expired, or the player gives up. */
  onBack: () => void;
}

/**
 * R4.16: a login from an IP the account never used asks one more proof: the code sent to the bound
 * mobile number, the bound e-mail address, the bank account name or Google verification (a sign-in
 * with the Google account linked to the member, which comes back to the login), as the merchant set.
 */
export function LoginProofStep({ challenge, form, onSuccess, onBack }: LoginProofStepProps) {
  const t = useTranslate();
  const id = useId();
  const seconds = useStore($smsCountdown);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    input.current?.focus();
    return () => {
      alive.current = false;
    };
  }, []);

  async function send() {
    const result = await sendLoginProofSms(challenge);
    if (alive.current && result.status === 'failed') setError(result.message);
  }

  async function verifyWithGoogle() {
    setBusy(true);
    setError(null);
    const result = await verifyLoginWithGoogle(challenge);
    // On the way the page leaves for Google; a refused start stays here, in words.
    if (alive.current && result.status === 'failed') {
      setBusy(false);
      setError(result.message);
    }
  }

  if (challenge.kind === 'google') {
    return (
      <div className="lk-login" aria-busy={busy}>
        <h3 className="lk-login__step-title">{t('loginProof.title')}</h3>
        <p className="lk-login__step-intro">{t('loginProof.intro.google')}</p>
        {error ? (
          <p className="lk-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button block loading={busy} onClick={() => void verifyWithGoogle()}>
          {t('loginProof.google')}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('loginProof.back')}
        </Button>
      </div>
    );
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    if (!answer.trim()) {
      setError(t('loginProof.required'));
      return;
    }
    setBusy(true);
    const result = await proveLogin(challenge, answer, form);
    if (!alive.current) return;
    setBusy(false);
    if (result.status !== 'failed') {
      onSuccess(result);
      return;
    }
    if (result.errorCode === 'proof_expired') {
      setExpired(true);
      setError(t('loginProof.expired'));
    } else {
      setError(result.field === 'answer' ? t('loginProof.mismatch') : result.message);
    }
  }

  return (
    <form className="lk-login" noValidate onSubmit={submit} aria-busy={busy}>
      <h3 className="lk-login__step-title">{t('loginProof.title')}</h3>
      <p className="lk-login__step-intro">
        {t(`loginProof.intro.${challenge.kind}`, { hint: challenge.hint })}
      </p>
      <Field id={`${id}-answer`} label={t(`loginProof.label.${challenge.kind}`)} errors={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            className="lk-input"
            name="answer"
            disabled={expired}
            autoComplete={
              challenge.kind === 'mobile' ? 'one-time-code' : challenge.kind === 'email' ? 'email' : 'name'
            }
            inputMode={
              challenge.kind === 'mobile' ? 'numeric' : challenge.kind === 'email' ? 'email' : 'text'
            }
            value={answer}
            onInput={(event) => setAnswer((event.currentTarget as HTMLInputElement).value)}
          />
        )}
      </Field>
      {challenge.kind === 'mobile' && !expired ? (
        <Button variant="ghost" disabled={seconds > 0} onClick={send}>
          {seconds > 0 ? t('loginProof.resendIn', { seconds }) : t('loginProof.send')}
        </Button>
      ) : null}
      {expired ? null : (
        <Button type="submit" block loading={busy}>
          {t('loginProof.submit')}
        </Button>
      )}
      <Button variant="ghost" onClick={onBack}>
        {t('loginProof.back')}
      </Button>
    </form>
  );
}
