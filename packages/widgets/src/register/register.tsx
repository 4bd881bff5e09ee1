import { closeModal, openModal } from '@lobbykit/sdk';
import { useState } from 'react';
import * as v from 'valibot';
import { Modal } from '../ui/modal';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useTranslate } from '../ui/use-translate';
import './messages/register-messages';
import { RegisterForm } from './register-form';

export const registerProps = v.object({
  /** `inline`: a card in the page (affiliate pages); `modal`: the same form in a dialog, open at once. */
  variant: v.optional(v.picklist(['inline', 'modal']), 'inline'),
  /** The affiliate's code; else `?affiliateCode=` / `?code=` of the page, else the loader config's. */
  affiliateCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});

export type RegisterProps = v.InferOutput<typeof registerProps>;

// The login dialog behind the form's 'Log in': fetched when a player asks for it, not on page view.
const loadLoginDialog = () => import('../login/login-dialog').then((module) => module.LoginDialog);

/**
 * The register widget: the sdk registers, logs in, closes the `register` modal and asks the host to
 * go to / (R4.31). Inline on a partner page, which stays put, the card then says the player is in.
 */
export function Register({ variant, affiliateCode }: RegisterProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(true);
  const [login, setLogin] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  // An affiliate page may carry only this widget: its 'Log in' opens the login dialog of this
  // widget's own (no modal outlet needed), a chunk fetched on that click (issue 15 item 5).
  const LoginDialog = useLazyComponent(loadLoginDialog, login);
  const loginDialog = login && LoginDialog ? <LoginDialog onSuccess={() => setLogin(false)} /> : null;
  if (variant === 'modal') {
    return (
      <>
        <Modal open={open && !login} title={t('register.title')} onClose={() => setOpen(false)}>
          <RegisterForm
            affiliateCode={affiliateCode}
            onSuccess={() => setOpen(false)}
            onLogin={() => setLogin(true)}
          />
        </Modal>
        {loginDialog}
      </>
    );
  }
  return (
    <section className="lk-login-card" part="card" aria-labelledby="lk-register-title">
      <h2 className="lk-login-card__title" part="title" id="lk-register-title">
        {t('register.title')}
      </h2>
      {registered === null ? (
        <>
          <p className="lk-register__subtitle">{t('register.subtitle')}</p>
          <RegisterForm
            affiliateCode={affiliateCode}
            onSuccess={(account) => {
              closeModal('register');
              setRegistered(account);
            }}
            onLogin={() => setLogin(true)}
          />
        </>
      ) : (
        <div className="lk-register__done" role="status">
          <span className="lk-register__done-mark" aria-hidden="true">
            ✓
          </span>
          <p className="lk-register__done-text">{t('register.done', { account: registered })}</p>
          <p className="lk-register__subtitle">{t('register.doneHint')}</p>
        </div>
      )}
      {loginDialog}
    </section>
  );
}

/** The `register` modal the outlet shows (the header's Register button, the /register route). */
export function RegisterPopup(props: Record<string, unknown>) {
  const t = useTranslate();
  const close = () => closeModal('register');
  const code = typeof props.affiliateCode === 'string' ? props.affiliateCode : undefined;
  return (
    <Modal open title={t('register.title')} onClose={close}>
      <RegisterForm affiliateCode={code} onSuccess={close} onLogin={() => openModal('login')} />
    </Modal>
  );
}
