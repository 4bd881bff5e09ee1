import { gameGridCss } from '../game-grid/game-grid.css';
import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { VendorGames } from './vendor-games';

/** A wider modal than the forms': the vendor's games need room for a few columns. */
const vendorGamesCss = `
.lk-modal:has(.lk-vendor-games) { width: min(960px, 100%); }
.lk-vendor-games { display: flex; flex-direction: column; gap: 16px; }
.lk-vendor-games .lk-search { flex: none; max-width: none; }
.lk-vendor-games { --lk-chip-fade: var(--lk-surface); }
`;

/** What the modal outlet shows for `openModal('vendorGames', { vassalage, gameType })` (R4.57). */
export const vendorGamesView: ModalView = {
  component: VendorGames as ModalView['component'],
  styles: widgetCss(gameGridCss, vendorGamesCss),
};
export default vendorGamesView;
