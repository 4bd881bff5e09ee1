import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import { Login, loginProps } from './login';
import { loginCss } from './login.css';

export const loginWidget = defineWidget({
  name: 'login',
  component: Login,
  styles: loginCss,
  props: loginProps,
});

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    login: InferInput<typeof loginProps>;
  }
}
