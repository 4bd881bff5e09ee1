import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import { GameGrid, gameGridProps } from './game-grid';
import { gameGridCss } from './game-grid.css';

export const gameGridWidget = defineWidget({
  name: 'game-grid',
  component: GameGrid,
  styles: gameGridCss,
  props: gameGridProps,
});
export default gameGridWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'game-grid': InferInput<typeof gameGridProps>;
  }
}
