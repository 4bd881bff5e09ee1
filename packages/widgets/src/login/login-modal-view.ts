import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { loginCss } from './login.css';
import { LoginPopup } from './login-popup';

/** What the modal outlet shows for `openModal('login')`. */
export const loginModalView: ModalView = { component: LoginPopup, styles: widgetCss(loginCss) };
