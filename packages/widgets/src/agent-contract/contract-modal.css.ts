import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

/** The contract modal: the offer's terms as a list of rows, the answer buttons side by side. */
export const contractModalCss = [
  buttonCss,
  errorStateCss,
  skeletonCss,
  `
.lk-contract { display: grid; gap: 14px; color: var(--lk-text); }
.lk-contract p { margin: 0; }
.lk-contract__muted { font-size: 13px; color: var(--lk-text-muted); }
.lk-contract__terms { display: grid; margin: 0; padding: 4px 14px; border-radius: var(--lk-radius-sm);
  background: var(--lk-surface-2); }
.lk-contract__terms div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px;
  padding: 10px 0; border-top: 1px solid var(--lk-border); }
.lk-contract__terms div:first-child { border-top: 0; }
.lk-contract__terms dt { color: var(--lk-text-muted); }
.lk-contract__terms dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.lk-contract__rate { color: var(--lk-accent); font-size: 18px; }
.lk-contract__notice { padding: 10px 12px; border-radius: var(--lk-radius-sm);
  background: color-mix(in srgb, var(--lk-success) 16%, transparent); }
.lk-contract__notice--error { background: color-mix(in srgb, var(--lk-danger) 16%, transparent); }
.lk-contract__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.lk-contract__actions .lk-button { flex: 1 1 140px; }
`,
].join('\n');
