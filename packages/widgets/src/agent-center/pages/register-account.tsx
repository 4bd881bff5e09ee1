import { type DownlineErrors, type RegisteredDownline, registerDownlineAccount } from '@lobbykit/sdk/agent';
import { type FormEvent, useId, useState } from 'react';
import { fieldMessage } from '../../register/field-message';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { PasswordInput } from '../../ui/password-input';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { AgentPage } from './ui/agent-page';
import '../../register/messages/register-messages';

/**
 * registerCenter: the agent opens an account in its direct downline. The form checks the merchant's
 * own field rules (the first error of each field, R5.26); an empty password gives the merchant's
 * default password, which the member must change at the first login.
 */
export default function RegisterAccount({ go }: AgentCenterPageProps) {
  const t = useTranslate();
  const id = useId();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [kind, setKind] = useState<'player' | 'agent'>('player');
  const [errors, setErrors] = useState<DownlineErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<RegisteredDownline | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const outcome = await registerDownlineAccount({ account, password, kind });
    setBusy(false);
    if (outcome.status === 'ok') {
      setDone(outcome.value);
      setAccount('');
      setPassword('');
      setErrors({});
    } else if (outcome.status === 'invalid') setErrors(outcome.errors);
    else setFailure(outcome.message);
  }

  if (done)
    return (
      <AgentPage page="registerCenter">
        <div className="lk-ap-form" role="status">
          <p className="lk-ap-notice lk-ap-notice--ok">
            {t('agentPages.register.done', { account: done.account })}
          </p>
          {done.defaultPassword ? (
            <p className="lk-ap-hint">{t('agentPages.register.doneDefault', { account: done.account })}</p>
          ) : null}
          <div className="lk-ap-row-actions">
            <Button onClick={() => setDone(null)}>{t('agentPages.register.another')}</Button>
            <Button variant="ghost" onClick={() => go('downlineManagmentView', { account: done.account })}>
              {t('agentPages.register.manage')}
            </Button>
          </div>
        </div>
      </AgentPage>
    );

  return (
    <AgentPage page="registerCenter" busy={busy}>
      <form className="lk-ap-form" noValidate onSubmit={submit}>
        <p className="lk-ap-hint">{t('agentPages.register.intro')}</p>
        <Field
          id={`${id}-account`}
          label={t('agentPages.register.account')}
          errors={errors.account ? fieldMessage('username', errors.account, t) : null}
        >
          {(control) => (
            <input
              {...control}
              className="lk-input"
              name="account"
              autoComplete="off"
              autoCapitalize="none"
              value={account}
              onInput={(event) => {
                setAccount((event.currentTarget as HTMLInputElement).value);
                setErrors({ ...errors, account: undefined });
              }}
            />
          )}
        </Field>
        <Field
          id={`${id}-password`}
          label={t('agentPages.register.password')}
          errors={errors.password ? fieldMessage('password', errors.password, t) : null}
        >
          {(control) => (
            <PasswordInput
              {...control}
              aria-describedby={control['aria-describedby'] ?? `${id}-hint`}
              name="password"
              autoComplete="new-password"
              value={password}
              onValue={(value) => {
                setPassword(value);
                setErrors({ ...errors, password: undefined });
              }}
            />
          )}
        </Field>
        <p className="lk-ap-hint" id={`${id}-hint`}>
          {t('agentPages.register.passwordHint')}
        </p>
        <div className="lk-field">
          <label className="lk-field__label" htmlFor={`${id}-kind`}>
            {t('agentPages.register.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className="lk-select"
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as 'player' | 'agent')}
          >
            <option value="player">{t('agentPages.common.player')}</option>
            <option value="agent">{t('agentPages.common.agent')}</option>
          </select>
        </div>
        {failure ? (
          <p className="lk-ap-notice lk-ap-notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="lk-ap-row-actions">
          <Button type="submit" loading={busy}>
            {t('agentPages.register.submit')}
          </Button>
        </div>
      </form>
    </AgentPage>
  );
}
