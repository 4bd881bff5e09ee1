import { navigate } from '@lobbykit/sdk';
import { useState } from 'react';
import * as v from 'valibot';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useTranslate } from '../ui/use-translate';
import { LoginForm, type LoginOutcome } from './login-form';
import './messages/login-messages';

export const loginProps = v.object({
  /** `inline`: a card in the page; `modal`: the same form in a dialog, open as soon as it mounts. */
  variant: v.optional(v.picklist(['inline', 'modal']), 'inline'),
  /** Where a player (not an agent, who goes to /agentHome) is sent after logging in. */
  onSuccessNavigate: v.optional(v.pipe(v.string(), v.startsWith('/'), v.maxLength(512))),
});

export type LoginProps = v.InferOutput<typeof loginProps>;

// Pages with the inline card, the common case, never download the dialog.
const loadDialog = () => import('./login-dialog').then((module) => module.LoginDialog);

export function Login({ variant, onSuccessNavigate }: LoginProps) {
  const t = useTranslate();
  const [generation, setGeneration] = useState(0);
  const LoginDialog = useLazyComponent(loadDialog, variant === 'modal');

  function onSuccess(outcome: LoginOutcome) {
    setGeneration((count) => count + 1);
    if (outcome.status === 'ok' && outcome.next === '/' && onSuccessNavigate) navigate(onSuccessNavigate);
  }

  if (variant === 'modal') {
    return LoginDialog ? <LoginDialog onSuccess={onSuccess} /> : null;
  }
  return (
    <section className="lk-login-card" aria-labelledby="lk-login-title">
      <h2 className="lk-login-card__title" id="lk-login-title">
        {t('login.title')}
      </h2>
      {/* After a login the card starts fresh, ready for the next person on a shared device. */}
      <LoginForm key={generation} onSuccess={onSuccess} />
    </section>
  );
}
