import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import { CustomerServiceButton, customerServiceButtonProps } from './customer-service-button';
import { customerServiceButtonCss } from './customer-service-button.css';

export const csButtonWidget = defineWidget({
  name: 'customer-service-button',
  component: CustomerServiceButton,
  styles: customerServiceButtonCss,
  props: customerServiceButtonProps,
});
export default csButtonWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'customer-service-button': InferInput<typeof customerServiceButtonProps>;
  }
}
