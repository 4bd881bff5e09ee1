import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { Marquee } from './marquee';
import { marqueeCss } from './marquee.css';

export const marqueeProps = v.object({});

export const marqueeWidget = defineWidget({
  name: 'marquee',
  component: Marquee,
  styles: marqueeCss,
  props: marqueeProps,
});
export default marqueeWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    marquee: v.InferInput<typeof marqueeProps>;
  }
}
