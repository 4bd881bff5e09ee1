import { navigate } from '@lobbykit/sdk';
import { useState } from 'react';
import * as v from 'valibot';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useTranslate } from '../ui/use-translate';
import type { LoginOutcome } from './login-form';
import { LoginMethods } from './login-methods';
import './messages/login-messages';

export const loginProps = v.object({
  /** `inline`: a card in the page; `modal`: the same form in a dialog, open as soon as it mounts. */
  variant: v.optional(v.picklist(['inline', 'modal']), 'inline'),
  /** Where a player (not an agent, who goes to /agentHome) is sent after logging in. */
  onSuccessNavigate: v.optional(v.pipe(v.string(), v.startsWith('/'), v.maxLength(512))),
  /** `agent`: the agent login of /agent (R2.06), which lets agents in only (R6.12, R6.13). */
  mode: v.optional(v.picklist(['player', 'agent']), 'player'),
});

export type LoginProps = v.InferOutput<typeof loginProps>;

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
