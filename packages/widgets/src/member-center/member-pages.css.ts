import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { fieldCss } from '../ui/field';
import { passwordInputCss } from '../ui/password-input';
import { skeletonCss } from '../ui/skeleton';

/**
 * What every page of the member center shares (cards, forms, tables, chips, badges, progress), so a
 * page chunk carries no CSS of its own. Apart from the shell's navigation (member-center.css.ts):
 * the agent center shows the deposit and withdraw pages with this sheet alone.
 */
const memberPagesOwnCss = `
.lk-mc { display: grid; gap: 16px; color: var(--lk-text); min-width: 0; }
.lk-mc-page { display: grid; gap: 16px; min-width: 0; align-content: start; }
.lk-mc-card { display: grid; gap: 12px; padding: 16px; background: var(--lk-surface);
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius); min-width: 0; }
.lk-mc-card h2, .lk-mc-card h3 { margin: 0; font-size: 18px; font-weight: 700; }
.lk-mc-card h3 { font-size: 15px; }
.lk-mc-form { display: grid; gap: 14px; }
.lk-mc-hint { margin: 0; font-size: 13px; color: var(--lk-text-muted); }
.lk-mc-money { font-variant-numeric: tabular-nums; white-space: nowrap; }
.lk-mc-big { font-size: 22px; font-weight: 700; }
.lk-mc-chips { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
.lk-mc-chip { min-height: 44px; padding: 8px 14px; border-radius: 999px; border: 1px solid var(--lk-border);
  background: var(--lk-surface-2); color: var(--lk-text); font-weight: 600; cursor: pointer; }
.lk-mc-chip[aria-pressed='true'] { border-color: var(--lk-primary); background: color-mix(in srgb, var(--lk-primary) 25%, transparent); }
.lk-mc-chip:focus-visible, .lk-mc-option:focus-within { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-mc-options { display: grid; gap: 8px; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  margin: 0; padding: 0; border: 0; }
.lk-mc-options legend { margin-bottom: 8px; font-size: 13px; font-weight: 600; color: var(--lk-text-muted); }
.lk-mc-option { display: flex; align-items: center; gap: 10px; min-height: 56px; padding: 10px 12px;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); cursor: pointer; }
.lk-mc-option:has(input:checked) { border-color: var(--lk-primary); }
.lk-mc-option input { accent-color: var(--lk-primary); width: 18px; height: 18px; }
.lk-mc-option small { display: block; color: var(--lk-text-muted); }
.lk-mc-select { appearance: auto; }
.lk-mc-rows { display: grid; gap: 0; margin: 0; }
.lk-mc-row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px;
  padding: 12px 0; border-top: 1px solid var(--lk-border); }
.lk-mc-row:first-child { border-top: 0; }
.lk-mc-row dt { color: var(--lk-text-muted); }
.lk-mc-row dd { margin: 0; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.lk-mc-list { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-mc-item { display: grid; gap: 6px; padding: 12px; border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); }
.lk-mc-item__top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; }
.lk-mc-item__meta { font-size: 13px; color: var(--lk-text-muted); overflow-wrap: anywhere; }
.lk-mc-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.lk-mc-status { display: inline-flex; gap: 4px; align-items: center; padding: 2px 10px; border-radius: 999px;
  font-size: 12px; font-weight: 700; }
.lk-mc-status--in_process { background: color-mix(in srgb, var(--lk-warning) 20%, transparent); color: var(--lk-warning); }
.lk-mc-status--approved { background: color-mix(in srgb, var(--lk-success) 20%, transparent); color: var(--lk-success); }
.lk-mc-status--rejected { background: color-mix(in srgb, var(--lk-danger) 20%, transparent); color: var(--lk-danger); }
.lk-mc-progress { height: 10px; border-radius: 999px; background: var(--lk-surface-2); overflow: hidden; }
.lk-mc-progress__bar { height: 100%; background: var(--lk-success); border-radius: inherit; }
.lk-mc-notice { margin: 0; padding: 10px 12px; border-radius: var(--lk-radius-sm); overflow-wrap: anywhere; }
.lk-mc-notice--success { background: color-mix(in srgb, var(--lk-success) 16%, transparent); color: var(--lk-text); }
.lk-mc-notice--error { background: color-mix(in srgb, var(--lk-danger) 16%, transparent); color: var(--lk-text); }
.lk-mc-notice--info { background: var(--lk-surface-2); color: var(--lk-text); }
.lk-mc-empty { margin: 0; padding: 16px 0; color: var(--lk-text-muted); text-align: center; }
.lk-mc-proofs { display: flex; flex-wrap: wrap; gap: 8px; }
.lk-mc-proof { position: relative; width: 88px; height: 88px; border-radius: var(--lk-radius-sm); overflow: hidden;
  border: 1px solid var(--lk-border); }
.lk-mc-proof img { width: 100%; height: 100%; object-fit: cover; }
.lk-mc-proof button { position: absolute; top: 2px; right: 2px; width: 44px; height: 44px; border: 0;
  background: transparent; color: #fff; cursor: pointer; display: grid; place-items: start end; padding: 2px; }
.lk-mc-proof button span { display: grid; place-items: center; width: 22px; height: 22px; border-radius: 50%;
  background: rgba(0, 0, 0, 0.7); }
.lk-mc-file { position: relative; display: inline-flex; }
.lk-mc-file input { position: absolute; inset: 0; opacity: 0; cursor: pointer; }
.lk-mc-file:focus-within .lk-button { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-mc textarea.lk-input { min-height: 88px; resize: vertical; font: inherit; }
@media (min-width: 768px) {
  .lk-mc-card { padding: 24px; }
}
`;

export const memberPagesCss = [
  buttonCss,
  fieldCss,
  passwordInputCss,
  errorStateCss,
  skeletonCss,
  memberPagesOwnCss,
].join('\n');
