import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import { GameNav, gameNavProps } from './game-nav';
import { gameNavCss } from './game-nav.css';

export const gameNavWidget = defineWidget({
  name: 'game-nav',
  component: GameNav,
  styles: gameNavCss,
  props: gameNavProps,
});
export default gameNavWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'game-nav': InferInput<typeof gameNavProps>;
  }
}
