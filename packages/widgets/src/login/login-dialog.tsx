import { useState } from 'react';
import { Modal } from '../ui/modal';
import { useTranslate } from '../ui/use-translate';
import type { LoginOutcome } from './login-form';
import { LoginMethods } from './login-methods';

// One chunk for both dialogs of the login: the widget's modal variant and the outlet's `login` view.
export { loginModalView } from './login-modal-view';

interface LoginDialogProps {
  onSuccess: (outcome: LoginOutcome) => void;
}

/** The login widget's `modal` variant: open as soon as it mounts, closed by the player or a login. */
export function LoginDialog({ onSuccess }: LoginDialogProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} title={t('login.title')} onClose={() => setOpen(false)}>
      <LoginMethods
        onSuccess={(outcome) => {
          setOpen(false);
          onSuccess(outcome);
        }}
      />
    </Modal>
  );
}
