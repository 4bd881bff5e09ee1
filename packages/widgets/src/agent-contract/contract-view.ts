import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { ContractPopup } from './contract-modal';
import { contractModalCss } from './contract-modal.css';

/** What the modal outlet shows for `contract` (R2.37): its own chunk, fetched when it first opens. */
export const contractModalView: ModalView = { component: ContractPopup, styles: widgetCss(contractModalCss) };
export default contractModalView;
