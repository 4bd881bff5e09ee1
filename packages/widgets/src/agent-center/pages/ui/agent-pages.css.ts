import { recordsCss } from '../../../member-center/ui/records.css';
import { passwordInputCss } from '../../../ui/password-input';

/**
 * What the agent pages add to the member records' look (cards, totals, filters, pager): the account
 * filter, the team overview's cards, charts and tables, the team list's actions, inline forms.
 * Phones first: one column at 360 px, charts beside their tables from 900 px.
 */
export const agentPagesCss = `
${recordsCss}
${passwordInputCss}
.lk-ap-account { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px; }
.lk-ap-account .lk-field { flex: 1 1 180px; }
.lk-ap-tabs { display: flex; flex-wrap: wrap; gap: 8px; }
.lk-ap-cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 8px; margin: 0; }
.lk-ap-cards .lk-fact { padding: 12px; border-radius: var(--lk-radius); background: var(--lk-surface); border: 1px solid var(--lk-border); }
.lk-ap-cards dd { font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.lk-ap-chart { display: grid; gap: 12px; margin: 0; padding: 16px; border-radius: var(--lk-radius);
  background: var(--lk-surface); border: 1px solid var(--lk-border); min-width: 0; }
.lk-ap-chart h3 { margin: 0; font-size: 15px; }
.lk-ap-chart__body { display: grid; gap: 12px; min-width: 0; }
.lk-ap-chart__canvas { min-width: 0; min-height: 200px; overflow: hidden; }
.lk-ap-table-wrap { max-height: 240px; overflow: auto; border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm); }
.lk-ap-table { width: 100%; border-collapse: collapse; font-size: 13px; }
.lk-ap-table caption { padding: 8px; text-align: left; color: var(--lk-text-muted); font-size: 12px; }
.lk-ap-table th, .lk-ap-table td { padding: 6px 8px; text-align: left; border-top: 1px solid var(--lk-border); }
.lk-ap-table td:last-child, .lk-ap-table th:last-child { text-align: right; }
.lk-ap-table td { font-variant-numeric: tabular-nums; white-space: nowrap; }
.lk-ap-table tbody tr:nth-child(even) { background: var(--lk-surface-2); }
.lk-ap-row-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.lk-ap-form { display: grid; gap: 12px; padding: 16px; border-radius: var(--lk-radius);
  background: var(--lk-surface); border: 1px solid var(--lk-border); }
.lk-ap-form h3 { margin: 0; font-size: 15px; }
.lk-ap-hint { margin: 0; font-size: 13px; color: var(--lk-text-muted); }
.lk-ap-notice { margin: 0; padding: 12px; border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); }
.lk-ap-notice--ok { border-left: 4px solid var(--lk-success); }
.lk-ap-notice--error { border-left: 4px solid var(--lk-danger); }
.lk-ap-select { min-height: 44px; }
.lk-ap-links { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-ap-links a { display: flex; align-items: center; min-height: 44px; padding: 8px 14px; border-radius: var(--lk-radius-sm);
  background: var(--lk-surface-2); color: var(--lk-text); text-decoration: none; font-weight: 600; }
.lk-ap-links a:focus-visible, .lk-ap-chart__canvas:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
@media (min-width: 900px) {
  .lk-ap-chart__body { grid-template-columns: minmax(0, 3fr) minmax(220px, 2fr); align-items: start; }
}
`;
