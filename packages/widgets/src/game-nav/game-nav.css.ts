import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

/** The vendor drop-down (vendor-menu.tsx): the side menu opens it too, in place (side-menu-actions.tsx). */
export const vendorMenuCss = `.lk-vendor-menu {
  position: absolute; z-index: 20; top: 100%; left: 8px; right: 8px;
  display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: 4px; padding: 8px;
  max-height: min(70vh, 480px); overflow-y: auto;
  background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius);
  box-shadow: var(--lk-shadow); animation: lk-rise var(--lk-duration) ease-out;
}
@media (min-width: 768px) {
  .lk-vendor-menu { left: min(var(--lk-menu-left, 0px), calc(100% - 320px)); right: auto; width: 300px; grid-template-columns: 1fr; }
  .lk-vendor-menu--large { left: 24px; right: 24px; width: auto; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); }
}
.lk-vendor-menu__item {
  display: grid; grid-template-columns: 36px 1fr; grid-template-rows: auto auto; column-gap: 10px; align-items: center;
  min-height: 52px; padding: 8px; border: 0; border-radius: var(--lk-radius-sm); background: none; color: var(--lk-text);
  text-align: start; cursor: pointer;
}
.lk-vendor-menu__item img { grid-row: span 2; width: 36px; height: 36px; border-radius: 8px; }
.lk-vendor-menu__name { font-weight: 600; overflow-wrap: anywhere; }
.lk-vendor-menu__count { font-size: 12px; color: var(--lk-text-muted); }
.lk-vendor-menu__item:hover, .lk-vendor-menu__item:focus-visible { background: var(--lk-surface-2); }
.lk-vendor-menu__item:focus-visible { outline-offset: -2px; }
`;

/**
 * One row of pills that scrolls sideways on phones. The vendor drop-down sits outside the scrolling
 * row (a scroller would clip it): full width under the row on phones, under its category on desktop.
 */
export const gameNavCss = `${buttonCss}${skeletonCss}${errorStateCss}
.lk-nav { position: relative; }
.lk-nav__strip {
  display: flex; gap: 6px; margin: 0; padding: 8px 12px; list-style: none;
  overflow-x: auto; scrollbar-width: none; scroll-snap-type: x proximity;
}
.lk-nav__strip::-webkit-scrollbar { display: none; }
/* One row at every width: it scrolls when the categories outgrow it (never a lone pill on a second
   row), with a fade at the end edge saying there is more. */
.lk-nav__strip { mask-image: linear-gradient(to right, #000 calc(100% - 24px), transparent); }
@media (min-width: 768px) {
  .lk-nav__strip { gap: 4px; padding: 8px 24px; }
  .lk-nav__link { padding: 0 12px; }
}
.lk-nav__item {
  display: flex; flex: none; align-items: stretch; border-radius: 999px; scroll-snap-align: start;
  background: var(--lk-surface); border: 1px solid var(--lk-border);
}
.lk-nav__item--current { background: var(--lk-primary); border-color: var(--lk-primary); }
.lk-nav__link, .lk-nav__toggle {
  display: inline-flex; align-items: center; min-height: 44px; border: 0; background: none; color: var(--lk-text);
  font-weight: 600; white-space: nowrap; cursor: pointer; border-radius: 999px;
}
.lk-nav__link { padding: 0 16px; }
.lk-nav__item:has(.lk-nav__toggle) .lk-nav__link { padding-right: 4px; }
.lk-nav__item--current .lk-nav__link, .lk-nav__item--current .lk-nav__toggle { color: var(--lk-primary-text); }
.lk-nav__toggle { justify-content: center; width: 36px; min-width: 36px; padding: 0 8px 0 2px; color: var(--lk-text-muted); }
.lk-nav__toggle svg { width: 16px; height: 16px; transition: transform var(--lk-duration) ease-out; }
.lk-nav__toggle[aria-expanded='true'] svg { transform: rotate(180deg); }
.lk-nav__item:not(.lk-nav__item--current):hover { background: var(--lk-surface-2); }
.lk-nav__link:focus-visible, .lk-nav__toggle:focus-visible { outline-offset: -2px; }
.lk-nav--error .lk-error-state { padding: 8px; flex-direction: row; flex-wrap: wrap; justify-content: center; }
${vendorMenuCss}`;
