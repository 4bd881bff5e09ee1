import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { HelpCenter } from './help-center';
import { helpCenterCss } from './help-center.css';

/** What the modal outlet shows for `openModal('help')` (the /help route), in a chunk of its own. */
export const helpCenterView: ModalView = {
  component: HelpCenter as ModalView['component'],
  styles: widgetCss(helpCenterCss),
};
export default helpCenterView;
