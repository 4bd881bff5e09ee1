import { adoptStyles, overlayRoot } from '@lobbykit/sdk';
import { type FormEvent, type ReactNode, useId, useLayoutEffect, useState } from 'react';
import { PaymentPasswordField } from '../member-center/ui/payment-password-field';
import { withTokenDefaults } from '../theme/tokens';
import { Button } from '../ui/button';
import { fieldCss } from '../ui/field';
import { Modal } from '../ui/modal';
import { passwordInputCss } from '../ui/password-input';
import { SiteLink } from '../ui/site-link';
import { useTranslate } from '../ui/use-translate';

const dialogCss = withTokenDefaults(`${fieldCss}${passwordInputCss}
.lk-pm-dialog { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.lk-pm-dialog__summary { color: var(--lk-text-muted); overflow-wrap: anywhere; }
.lk-pm-dialog__error { color: var(--lk-danger); overflow-wrap: anywhere; }
.lk-pm-dialog__actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
.lk-pm-dialog .lk-link { color: var(--lk-primary); }
`);

export interface PasswordDialogProps {
  title: string;
  /** What the action costs and gives, above the password (and any field of its own). */
  children: ReactNode;
  confirm: string;
  /** Sends the action; answers the refusal's words, or null when it went through. */
  onConfirm: (paymentPassword: string) => Promise<{ text: string; unset: boolean } | null>;
  onClose: () => void;
  /** False while a field of the dialog's own is not valid yet. */
  ready?: boolean;
}

/**
 * R7.62: a payment-password step before a redeem or a conversion. A Modal (role=dialog): focus is
 * trapped inside and goes back to the button that opened it; the refusal says why in words.
 */
export function PasswordDialog({
  title,
  children,
  confirm,
  onConfirm,
  onClose,
  ready = true,
}: PasswordDialogProps) {
  const t = useTranslate();
  const id = useId();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ text: string; unset: boolean } | null>(null);
  // The dialog renders in the overlay: its rules go there.
  useLayoutEffect(() => adoptStyles(overlayRoot(), dialogCss), []);

  const formatError = tried && !/^\d{6}$/.test(password) ? t('pointMall.passwordFormat') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!/^\d{6}$/.test(password) || !ready) return;
    setSending(true);
    setFailure(null);
    const refused = await onConfirm(password);
    setSending(false);
    if (refused) {
      setFailure(refused);
      setPassword('');
    }
  }

  return (
    <Modal open title={title} onClose={onClose} compact>
      <form className="lk-pm-dialog" onSubmit={submit} noValidate>
        <div className="lk-pm-dialog__summary">{children}</div>
        <PaymentPasswordField
          id={`${id}-pin`}
          label={t('pointMall.paymentPassword')}
          value={password}
          onValue={setPassword}
          error={formatError}
        />
        {failure ? (
          <p className="lk-pm-dialog__error" role="alert">
            {failure.text}{' '}
            {failure.unset ? (
              <SiteLink path="/member?page=securityCenter">{t('pointMall.securityCenter')}</SiteLink>
            ) : null}
          </p>
        ) : null}
        <div className="lk-pm-dialog__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('pointMall.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
