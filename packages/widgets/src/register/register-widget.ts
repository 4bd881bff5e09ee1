import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { Register, RegisterPopup, registerProps } from './register';
import { registerCss } from './register.css';

export const registerWidget = defineWidget({
  name: 'register',
  component: Register,
  styles: registerCss,
  props: registerProps,
});

/** What the modal outlet shows for `openModal('register')`; one chunk with the widget. */
export const registerModalView: ModalView = { component: RegisterPopup, styles: widgetCss(registerCss) };

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    register: InferInput<typeof registerProps>;
  }
}
