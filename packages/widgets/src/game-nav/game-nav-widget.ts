import { defineWidget } from '../define-widget';
import { GameNav, gameNavProps } from './game-nav';
import { gameNavCss } from './game-nav.css';

export const gameNavWidget = defineWidget({
  name: 'game-nav',
  component: GameNav,
  styles: gameNavCss,
  props: gameNavProps,
});
