import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { buttonCss } from '../ui/button';
import { Feedback } from './feedback';
import { feedbackCss } from './feedback.css';

/** What the modal outlet shows for `openModal('feedback')` (the footer link, /feedback), in a chunk of its own. */
export const feedbackView: ModalView = {
  component: Feedback as ModalView['component'],
  styles: widgetCss(buttonCss, feedbackCss),
};
export default feedbackView;
