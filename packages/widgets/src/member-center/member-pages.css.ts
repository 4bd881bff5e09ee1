import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { fieldCss } from '../ui/field';
import { passwordInputCss } from '../ui/password-input';
import { skeletonCss } from '../ui/skeleton';

/**
 * What the pages of the member center share (cards, forms, rows, lists, chips, notices, progress).
 * Apart from the shell's navigation (member-center.css.ts): the agent center shows the deposit and
 * withdraw pages with this sheet alone. What one part alone shows comes with it (the deposit's
 * channel options, the records' status badges, the not-received report's proof images).
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
.lk-mc-chip:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
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
.lk-mc-progress { height: 10px; border-radius: 999px; background: var(--lk-surface-2); overflow: hidden; }
.lk-mc-progress__bar { height: 100%; background: var(--lk-success); border-radius: inherit; }
.lk-mc-notice { margin: 0; padding: 10px 12px; border-radius: var(--lk-radius-sm); overflow-wrap: anywhere; }
.lk-mc-notice--success { background: color-mix(in srgb, var(--lk-success) 16%, transparent); color: var(--lk-text); }
.lk-mc-notice--error { background: color-mix(in srgb, var(--lk-danger) 16%, transparent); color: var(--lk-text); }
.lk-mc-notice--info { background: var(--lk-surface-2); color: var(--lk-text); }
.lk-mc-empty { margin: 0; padding: 16px 0; color: var(--lk-text-muted); text-align: center; }
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
