import { closeModal } from '@lobbykit/sdk';
import { Modal } from '../ui/modal';
import { useTranslate } from '../ui/use-translate';
import { LoginMethods } from './login-methods';
import './messages/login-messages';

/** The `login` modal the outlet shows (R2.02): the sdk's login closes it on success. */
export function LoginPopup() {
  const t = useTranslate();
  const close = () => closeModal('login');
  return (
    <Modal open title={t('login.title')} onClose={close}>
      <LoginMethods onSuccess={close} />
    </Modal>
  );
}
