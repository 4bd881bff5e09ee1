import type { ModalView } from '../modal-outlet/modal-views';
import { widgetCss } from '../theme/widget-css';
import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';
import { countryFlagCss } from '../wallet-header/country-flags';
import { RegionSelect } from './region-select';

const regionSelectCss = `
.lk-region { display: flex; flex-direction: column; gap: 12px; color: var(--lk-text); }
.lk-region__intro, .lk-region__note { margin: 0; }
.lk-region__note { font-size: 13px; color: var(--lk-text-muted); }
.lk-region__list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-region__option {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 64px; padding: 12px 16px; text-align: start;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius); background: var(--lk-surface-2);
  color: var(--lk-text); font: inherit; cursor: pointer;
  transition: border-color var(--lk-duration, 200ms) ease-out;
}
.lk-region__option:hover { border-color: var(--lk-primary); }
.lk-region__option[aria-current='true'] { border-color: var(--lk-primary); }
.lk-region__option svg { flex: none; width: 30px; height: 20px; border-radius: 2px; }
.lk-region__text { display: flex; flex-direction: column; gap: 2px; flex: 1; min-width: 0; }
.lk-region__text span { font-size: 13px; color: var(--lk-text-muted); }
.lk-region__badge {
  flex: none; padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 700;
  background: color-mix(in srgb, var(--lk-primary) 25%, transparent); color: var(--lk-text);
}
`;

/** What the modal outlet shows for `openModal('regionSelect', { reason, countryCode })`. */
export const regionSelectView: ModalView = {
  component: RegionSelect as ModalView['component'],
  styles: widgetCss(buttonCss, errorStateCss, skeletonCss, countryFlagCss, regionSelectCss),
};
export default regionSelectView;
