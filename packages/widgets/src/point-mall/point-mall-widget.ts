import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { PointMall } from './point-mall';
import { pointMallCss } from './point-mall.css';

export const pointMallProps = v.object({
  section: v.optional(v.picklist(['rewards', 'history', 'details'])),
});

/** `<lk-point-mall>` and `LobbyKit.mount('point-mall', …)`: the points mall (R2.21), a lazy chunk. */
export const pointMallWidget = defineWidget({
  name: 'point-mall',
  component: PointMall,
  styles: pointMallCss,
  props: pointMallProps,
});
export default pointMallWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'point-mall': v.InferInput<typeof pointMallProps>;
  }
}
