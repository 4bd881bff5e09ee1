import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

export const pointMallCss = `${buttonCss}${errorStateCss}${skeletonCss}
.lk-pm { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.lk-pm__title { font-size: 22px; font-weight: 700; }
.lk-pm__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.lk-pm-summary {
  display: flex; flex-direction: column; align-items: flex-start; gap: 8px; padding: 16px;
  background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius);
}
.lk-pm-summary__points { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px; }
.lk-pm-summary__label { color: var(--lk-text-muted); }
.lk-pm-summary__value { font-size: 28px; color: var(--lk-accent); font-variant-numeric: tabular-nums; white-space: nowrap; }
.lk-pm-summary__rule, .lk-pm-summary__guest { color: var(--lk-text-muted); overflow-wrap: anywhere; }
.lk-pm-summary__guest { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.lk-pm-notice { color: var(--lk-success); overflow-wrap: anywhere; }
.lk-pm-tabs { display: flex; gap: 8px; overflow-x: auto; scrollbar-width: none; margin: 0 -4px; padding: 4px; }
.lk-pm-tab {
  flex: none; min-height: 44px; padding: 8px 16px; border: 1px solid var(--lk-border); border-radius: 999px;
  background: var(--lk-surface); color: var(--lk-text-muted); font-weight: 600; white-space: nowrap; cursor: pointer;
  transition: background-color var(--lk-duration) ease-out, color var(--lk-duration) ease-out;
}
.lk-pm-tab:hover { color: var(--lk-text); }
.lk-pm-tab[aria-selected='true'] { background: var(--lk-primary); border-color: var(--lk-primary); color: var(--lk-primary-text); }
.lk-pm-tab:focus-visible, .lk-pm-row__toggle:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-pm-grid {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr)); gap: 16px;
  margin: 0; padding: 0; list-style: none;
}
.lk-pm-card {
  display: flex; flex-direction: column; min-width: 0; overflow: hidden;
  background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius);
}
.lk-pm-card__art { display: block; width: 100%; height: auto; aspect-ratio: 8 / 5; object-fit: cover; background: var(--lk-surface-2); }
.lk-pm-card__body { display: flex; flex-direction: column; gap: 8px; padding: 12px; flex: 1; }
.lk-pm-card__title { font-size: 16px; font-weight: 700; overflow-wrap: anywhere; }
.lk-pm-card__text { color: var(--lk-text-muted); font-size: 13px; overflow-wrap: anywhere; flex: 1; }
.lk-pm-card__bonus { color: var(--lk-success); font-size: 13px; }
.lk-pm-card__facts { display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
.lk-pm-card__cost { color: var(--lk-accent); font-variant-numeric: tabular-nums; white-space: nowrap; }
.lk-pm-card__stock { color: var(--lk-text-muted); font-size: 13px; }
.lk-pm-card__stock--out { color: var(--lk-danger); font-weight: 600; }
.lk-pm-card__short { color: var(--lk-warning); font-size: 13px; }
.lk-pm-empty { padding: 24px 16px; text-align: center; color: var(--lk-text-muted); }
.lk-pm-rows { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-pm-row {
  display: flex; flex-direction: column; gap: 8px; padding: 12px 16px;
  background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius);
}
.lk-pm-row__main, .lk-pm-row__meta { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
.lk-pm-row__meta { color: var(--lk-text-muted); font-size: 13px; }
.lk-pm-row__title { overflow-wrap: anywhere; }
.lk-pm-row__points { color: var(--lk-success); font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.lk-pm-row__points--out { color: var(--lk-text); }
.lk-pm-row__toggle {
  min-height: 44px; padding: 0 8px; border: 0; background: transparent; color: var(--lk-primary);
  font-weight: 600; cursor: pointer;
}
.lk-pm-row__details { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; font-size: 13px; }
.lk-pm-row__details dt { color: var(--lk-text-muted); }
.lk-pm-row__details dd { margin: 0; overflow-wrap: anywhere; }
.lk-pm-money { font-variant-numeric: tabular-nums; white-space: nowrap; }
.lk-pm-pill { display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 600; white-space: nowrap; }
.lk-pm-pill--in_process { background: color-mix(in srgb, var(--lk-warning) 18%, transparent); color: var(--lk-warning); }
.lk-pm-pill--approved { background: color-mix(in srgb, var(--lk-success) 18%, transparent); color: var(--lk-success); }
.lk-pm-pill--rejected { background: color-mix(in srgb, var(--lk-danger) 18%, transparent); color: var(--lk-danger); }
@media (prefers-reduced-motion: reduce) { .lk-pm-tab { transition: none; } }
`;
