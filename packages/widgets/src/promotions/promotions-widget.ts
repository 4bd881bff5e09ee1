import { PROMOTION_TYPES } from '@lobbykit/sdk/promotions';
import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { Promotions } from './promotions';
import { promotionsCss } from './promotions.css';

export const promotionsProps = v.object({
  type: v.optional(v.picklist(PROMOTION_TYPES)),
  hash: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export const promotionsWidget = defineWidget({
  name: 'promotions',
  component: Promotions,
  styles: promotionsCss,
  props: promotionsProps,
});
export default promotionsWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    promotions: v.InferInput<typeof promotionsProps>;
  }
}
