import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { ChangePasswordPopup } from './change-password';
import { ForgotPasswordPopup } from './forgot-password';
import { GiftNoticePopup } from './gift-notice';
import { passwordsCss } from './passwords.css';

const styles = widgetCss(passwordsCss);

/** What the modal outlet shows for `changePassword`, `forgotPassword` and `giftNotice`; one chunk. */
export const changePasswordModalView: ModalView = { component: ChangePasswordPopup, styles };
export const forgotPasswordModalView: ModalView = { component: ForgotPasswordPopup, styles };
export const giftNoticeModalView: ModalView = { component: GiftNoticePopup, styles };
