import { closeModal, openModal } from '@lobbykit/sdk';
import { stopSmsCountdown } from '@lobbykit/sdk/accounts';
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../ui/modal';
import { useTranslate } from '../ui/use-translate';
import '../register/messages/register-messages';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotByPhone } from './forgot-by-phone';
import './messages/password-messages';

type Mode = 'email' | 'phone';
const MODES: Mode[] = ['email', 'phone'];

/** The `forgotPassword` modal (R2.37): e-mail and phone as tabs, arrow keys moving between them. */
export function ForgotPasswordPopup(props: Record<string, unknown>) {
  const t = useTranslate();
  const id = useId();
  const [mode, setMode] = useState<Mode>(props.mode === 'phone' ? 'phone' : 'email');
  const tabs = useRef<Record<Mode, HTMLButtonElement | null>>({ email: null, phone: null });
  // A countdown belongs to the form that started it; a new visit starts with a free Send button.
  useEffect(() => () => stopSmsCountdown(), []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = MODES[(MODES.indexOf(mode) + 1) % MODES.length]!;
    setMode(next);
    tabs.current[next]?.focus();
  }

  return (
    <Modal open title={t('passwords.forgot.title')} onClose={() => closeModal('forgotPassword')}>
      <div className="lk-passwords">
        <div className="lk-passwords__tabs" role="tablist" aria-label={t('passwords.forgot.tabs')}>
          {MODES.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={mode === name}
              aria-controls={`${id}-panel`}
              tabIndex={mode === name ? 0 : -1}
              className="lk-passwords__tab"
              onClick={() => setMode(name)}
              onKeyDown={onKeyDown}
            >
              {name === 'email' ? t('passwords.forgot.byEmail') : t('passwords.forgot.byPhone')}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${mode}`}>
          {mode === 'email' ? <ForgotByEmail /> : <ForgotByPhone />}
        </div>
        <p className="lk-register__login">
          <button type="button" className="lk-link lk-login__forgot" onClick={() => openModal('login')}>
            {t('passwords.forgot.backToLogin')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
