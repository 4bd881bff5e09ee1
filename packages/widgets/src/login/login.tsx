import { navigate } from '@lobbykit/sdk';
import { useState } from 'react';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useTranslate } from '../ui/use-translate';
import type { LoginOutcome } from './login-form';
import { LoginMethods } from './login-methods';
import type { LoginProps } from './login-props';
import './messages/login-messages';

export { type LoginProps, loginProps } from './login-props';

// Pages with the inline card, the common case, never download the dialog.
const loadDialog = () => import('./login-dialog').then((module) => module.LoginDialog);

export function Login({
  variant,
  onSuccessNavigate,
  mode = 'player',
}: Omit<LoginProps, 'mode'> & { mode?: LoginProps['mode'] }) {
  const t = useTranslate();
  const [generation, setGeneration] = useState(0);
  const LoginDialog = useLazyComponent(loadDialog, variant === 'modal');
  const agent = mode === 'agent';

  function onSuccess(outcome: LoginOutcome) {
    setGeneration((count) => count + 1);
    if (outcome.status === 'ok' && outcome.next === '/' && onSuccessNavigate) navigate(onSuccessNavigate);
  }

  if (variant === 'modal') {
    return LoginDialog ? <LoginDialog onSuccess={onSuccess} /> : null;
  }
  return (
    <section className="lk-login-card" part="card" aria-labelledby="lk-login-title">
      <h2 className="lk-login-card__title" part="title" id="lk-login-title">
        {agent ? t('login.agentTitle') : t('login.title')}
      </h2>
      {/* After a login the card starts fresh, ready for the next person on a shared device. */}
      <LoginMethods key={generation} onSuccess={onSuccess} agent={agent} />
    </section>
  );
}
