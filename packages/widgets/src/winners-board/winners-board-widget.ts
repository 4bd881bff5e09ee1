import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { WinnersBoard } from './winners-board';
import { winnersBoardCss } from './winners-board.css';

export const winnersBoardProps = v.object({
  title: v.optional(v.pipe(v.string(), v.maxLength(80))),
});

export const winnersBoardWidget = defineWidget({
  name: 'winners-board',
  component: WinnersBoard,
  styles: winnersBoardCss,
  props: winnersBoardProps,
});
export default winnersBoardWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'winners-board': v.InferInput<typeof winnersBoardProps>;
  }
}
