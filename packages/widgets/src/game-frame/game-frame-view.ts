import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { GameFrame } from './game-frame';

/** What the modal outlet shows for `openModal('gameFrame', { url, title, nodeId })`; the frame adds its own CSS to the base. */
export const gameFrameView: ModalView = {
  component: GameFrame as ModalView['component'],
  styles: widgetCss(),
};
export default gameFrameView;
