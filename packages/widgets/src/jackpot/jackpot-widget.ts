import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { Jackpot } from './jackpot';
import { jackpotCss } from './jackpot.css';

export const jackpotProps = v.object({
  title: v.optional(v.pipe(v.string(), v.maxLength(80))),
});

export const jackpotWidget = defineWidget({
  name: 'jackpot',
  component: Jackpot,
  styles: jackpotCss,
  props: jackpotProps,
});
export default jackpotWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    jackpot: v.InferInput<typeof jackpotProps>;
  }
}
