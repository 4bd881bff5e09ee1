import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { announcementsCss } from './announcements.css';
import { AnnouncementsPopup } from './announcements-popup';

/** What the modal outlet shows for `openModal('announcements')`, in a chunk of its own. */
export const announcementsModalView: ModalView = {
  component: AnnouncementsPopup as ModalView['component'],
  styles: widgetCss(announcementsCss),
};
export default announcementsModalView;
