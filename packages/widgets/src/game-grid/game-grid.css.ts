import { gameCardCss } from '../game-card/game-card.css';
import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { fieldCss } from '../ui/field';
import { skeletonCss } from '../ui/skeleton';
import { spinnerCss } from '../ui/spinner';

/**
 * Phones: 104 px columns and lanes that scroll sideways with snap; from 768 px: 160 px columns and
 * lanes that wrap (STYLE.md). The virtual grid's columns are whatever `auto-fill` makes of the width.
 * Filter chips: one row, exactly 44 px high, scrolling sideways at every width (chip-row.tsx), faded
 * under an arrow on the side that has more (`--lk-chip-fade`: the colour under the row).
 */
export const gameGridCss = `${buttonCss}${spinnerCss}${skeletonCss}${errorStateCss}${fieldCss}${gameCardCss}
.lk-home, .lk-list, .lk-centre { display: flex; flex-direction: column; gap: 16px; padding: 12px; }
@media (min-width: 768px) { .lk-home, .lk-list, .lk-centre { gap: 24px; padding: 16px 24px; } }
.lk-grid {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 16px 10px;
}
@media (min-width: 768px) { .lk-grid { grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 20px 16px; } }
.lk-grid, .lk-lane__track { margin: 0; padding: 0; list-style: none; }
.lk-grid__cell { min-width: 0; }
.lk-chips { min-inline-size: 0; border: 0; }
.lk-vgrid { position: relative; }
.lk-lane { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.lk-lane__head { display: flex; align-items: center; gap: 8px; min-height: 44px; }
.lk-lane__title, .lk-list__title { margin-right: auto; font-size: 18px; overflow-wrap: anywhere; }
@media (min-width: 768px) { .lk-lane__title, .lk-list__title { font-size: 22px; } }
.lk-lane__more {
  display: inline-flex; align-items: center; gap: 2px; min-height: 44px; padding: 0 8px; border: 0;
  border-radius: var(--lk-radius-sm); background: none; color: var(--lk-link); font-weight: 600; cursor: pointer;
}
.lk-lane__more svg { width: 16px; height: 16px; }
.lk-lane__more:hover { background: var(--lk-surface-2); }
.lk-lane__pager { display: flex; gap: 4px; }
.lk-icon-button {
  display: grid; place-items: center; width: 44px; height: 44px; padding: 0; border: 1px solid var(--lk-border);
  border-radius: 50%; background: var(--lk-surface); color: var(--lk-text); cursor: pointer;
}
.lk-icon-button:hover { background: var(--lk-surface-2); }
.lk-icon-button svg { width: 18px; height: 18px; }
.lk-lane__track {
  display: grid; grid-auto-flow: column; grid-auto-columns: minmax(104px, 30%); gap: 10px;
  overflow-x: auto; scroll-snap-type: x mandatory; overscroll-behavior-x: contain; scrollbar-width: none;
  margin: 0 -12px; padding: 0 12px 4px; scroll-padding: 0 12px;
}
.lk-lane__track::-webkit-scrollbar { display: none; }
.lk-lane__track > * { scroll-snap-align: start; }
@media (min-width: 768px) {
  .lk-lane__track:not(.lk-lane__track--carousel) {
    grid-auto-flow: row; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); grid-auto-columns: auto;
    overflow: visible; margin: 0; padding: 0; gap: 20px 16px;
  }
  .lk-lane__track--carousel { grid-auto-columns: 160px; gap: 16px; margin: 0; padding: 0 0 4px; }
}
.lk-lane__empty, .lk-state p { color: var(--lk-text-muted); overflow-wrap: anywhere; }
.lk-lane__empty { padding: 16px; border: 1px dashed var(--lk-border); border-radius: var(--lk-radius); }
.lk-state {
  display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 32px 16px; text-align: center;
  background: var(--lk-surface); border-radius: var(--lk-radius);
}
.lk-state strong { color: var(--lk-text); }
.lk-list__head { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.lk-search { position: relative; flex: 1 1 240px; max-width: 420px; }
.lk-search__icon { position: absolute; left: 12px; top: 50%; width: 18px; height: 18px; transform: translateY(-50%); color: var(--lk-text-muted); pointer-events: none; }
.lk-search__input { padding-left: 38px; padding-right: 44px; }
.lk-search__input::-webkit-search-cancel-button { display: none; }
.lk-search__clear {
  position: absolute; right: 0; top: 0; display: grid; place-items: center; width: 44px; height: 44px;
  padding: 0; border: 0; background: none; color: var(--lk-text-muted); cursor: pointer;
}
.lk-search__clear svg { width: 18px; height: 18px; }
.lk-chip-row, .lk-chips--pending { position: relative; height: 44px; margin: 0 -12px; }
@media (min-width: 768px) { .lk-chip-row, .lk-chips--pending { margin: 0; } }
.lk-chips {
  display: flex; gap: 8px; height: 44px; margin: 0; padding: 0 12px; overflow: auto hidden; scrollbar-width: none;
  scroll-snap-type: x proximity; scroll-padding-inline: 12px; overscroll-behavior-x: contain; position: relative;
}
.lk-chips::-webkit-scrollbar { display: none; }
@media (min-width: 768px) { .lk-chips { padding: 0; scroll-padding-inline: 0; } }
.lk-chip {
  flex: none; box-sizing: border-box; height: 44px; padding: 0 16px; border: 1px solid var(--lk-border); border-radius: 999px;
  background: var(--lk-surface); color: var(--lk-text-muted); font-weight: 600; white-space: nowrap; cursor: pointer;
  scroll-snap-align: start; transition: background-color var(--lk-duration) ease-out;
}
.lk-chip:focus-visible { outline: 2px solid var(--lk-text); outline-offset: -5px; }
.lk-chip-row__more {
  position: absolute; top: 0; bottom: 0; display: flex; align-items: center; width: 56px; padding: 0 6px; border: 0;
  color: var(--lk-text); cursor: pointer; opacity: 0; pointer-events: none; transition: opacity var(--lk-duration) ease-out;
}
.lk-chip-row__more svg { width: 20px; height: 20px; }
.lk-chip-row__more--start { left: 0; justify-content: flex-start; background: linear-gradient(to right, var(--lk-chip-fade, var(--lk-bg)) 45%, transparent); }
.lk-chip-row__more--end { right: 0; justify-content: flex-end; background: linear-gradient(to left, var(--lk-chip-fade, var(--lk-bg)) 45%, transparent); }
.lk-chip-row[data-more-start] .lk-chip-row__more--start, .lk-chip-row[data-more-end] .lk-chip-row__more--end {
  opacity: 1; pointer-events: auto;
}
.lk-chip:hover { background: var(--lk-surface-2); color: var(--lk-text); }
.lk-chip[aria-pressed='true'] { background: var(--lk-primary); border-color: var(--lk-primary); color: var(--lk-primary-text); }
.lk-list__foot { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 8px 0 16px; }
.lk-list__count { color: var(--lk-text-muted); font-size: 13px; font-variant-numeric: tabular-nums; }
.lk-centre__grid {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; margin: 0; padding: 0; list-style: none;
}
@media (min-width: 768px) { .lk-centre__grid { grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; } }
.lk-vendor-card {
  display: flex; flex-direction: column; align-items: center; gap: 8px; width: 100%; min-height: 44px; padding: 20px 12px;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius); color: var(--lk-text); cursor: pointer;
  background: radial-gradient(circle at 30% 0%, color-mix(in srgb, var(--lk-primary) 35%, transparent), var(--lk-surface) 70%);
  transition: border-color var(--lk-duration) ease-out, transform var(--lk-duration) ease-out;
}
.lk-vendor-card:hover { border-color: var(--lk-primary); transform: translateY(-2px); }
.lk-vendor-card img { width: 72px; height: 72px; border-radius: 16px; }
.lk-vendor-card__name { font-size: 16px; font-weight: 700; text-align: center; overflow-wrap: anywhere; }
.lk-vendor-card__count { font-size: 13px; color: var(--lk-text-muted); }
@media (prefers-reduced-motion: reduce) { .lk-vendor-card:hover { transform: none; } }
`;
