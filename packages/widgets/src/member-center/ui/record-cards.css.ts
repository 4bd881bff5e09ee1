/**
 * The record cards' look (STYLE.md) on its own, without the date range picker, pager and fields:
 * cards rather than wide tables so every figure stays readable at 360 px; money in tabular figures
 * that never wrap; wins green and losses red, each with a sign. A page without filters (the missions
 * page) takes only this.
 */
export const recordCardsCss = `
.lk-records { display: flex; flex-direction: column; gap: 16px; min-width: 0; color: var(--lk-text); }
.lk-records__title { margin: 0; font-size: 18px; font-weight: 700; }
.lk-records__group { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.lk-records__subtitle { margin: 0; font-size: 16px; font-weight: 600; }
.lk-records__filters {
  display: grid; gap: 12px; padding: 16px; border-radius: var(--lk-radius);
  background: var(--lk-surface); border: 1px solid var(--lk-border);
}
.lk-records__selects { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 12px; }
.lk-records__totals {
  display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 8px; margin: 0;
}
.lk-records__totals .lk-fact { padding: 12px; border-radius: var(--lk-radius); background: var(--lk-surface); border: 1px solid var(--lk-border); }
.lk-records__totals dd { font-size: 16px; }
.lk-records__list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-record {
  display: flex; flex-direction: column; gap: 8px; padding: 12px 16px; min-width: 0;
  border-radius: var(--lk-radius); background: var(--lk-surface); border: 1px solid var(--lk-border);
}
.lk-record--unread { border-color: var(--lk-primary); }
.lk-record__head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 12px; }
.lk-record__name { margin: 0; font-size: 15px; font-weight: 700; overflow-wrap: anywhere; }
.lk-record__meta { font-size: 12px; color: var(--lk-text-muted); font-variant-numeric: tabular-nums; }
.lk-record__facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(96px, 1fr)); gap: 8px; margin: 0; }
.lk-record__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.lk-record__body { margin: 0; white-space: pre-line; overflow-wrap: anywhere; color: var(--lk-text); }
.lk-message__title {
  min-height: 44px; padding: 0; border: 0; background: none; color: inherit; font: inherit; text-align: start;
  cursor: pointer; overflow-wrap: anywhere;
}
.lk-message__title:hover { color: var(--lk-primary); }
.lk-fact { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.lk-fact dt { font-size: 12px; color: var(--lk-text-muted); }
.lk-fact dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.lk-fact--win dd { color: var(--lk-success); }
.lk-fact--loss dd { color: var(--lk-danger); }
.lk-badge {
  display: inline-flex; align-items: center; padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 700;
  background: var(--lk-surface-2); color: var(--lk-text-muted); white-space: nowrap;
}
.lk-badge--ok { color: var(--lk-success); }
.lk-badge--wait { color: var(--lk-warning); }
/* Dark text: white on the danger red is 3.1:1, under 4.5:1. */
.lk-badge--new { background: var(--lk-danger); color: var(--lk-bg); }
.lk-records__empty {
  display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 32px 16px;
  text-align: center; color: var(--lk-text-muted); border-radius: var(--lk-radius); background: var(--lk-surface);
}
.lk-records__empty p { margin: 0; }
.lk-records__notice { margin: 0; padding: 12px 16px; border-radius: var(--lk-radius-sm); background: color-mix(in srgb, var(--lk-success) 16%, transparent); color: var(--lk-text); }
.lk-tabs { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
.lk-tabs button {
  min-height: 44px; padding: 8px 16px; border-radius: 999px; cursor: pointer; font-weight: 600;
  background: var(--lk-surface-2); color: var(--lk-text); border: 1px solid var(--lk-border);
}
.lk-tabs button[aria-pressed='true'], .lk-tabs button[aria-selected='true'] { background: var(--lk-primary); color: var(--lk-primary-text); border-color: var(--lk-primary); }
.lk-detail { display: grid; gap: 8px; margin: 0; padding: 12px; border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); }
.lk-detail dd { white-space: normal; overflow-wrap: anywhere; }
.lk-progress { height: 12px; border-radius: 999px; background: var(--lk-surface-2); overflow: hidden; }
.lk-progress__bar { height: 100%; border-radius: 999px; background: linear-gradient(90deg, var(--lk-primary), var(--lk-accent)); }
.lk-rank { display: grid; gap: 12px; padding: 16px; border-radius: var(--lk-radius); background: var(--lk-surface); border: 1px solid var(--lk-border); }
.lk-rank__level { margin: 0; font-size: 28px; font-weight: 700; color: var(--lk-accent); }
.lk-select {
  width: 100%; min-height: 44px; padding: 10px 12px; background: var(--lk-surface-2); color: var(--lk-text);
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm);
}
.lk-select:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 0; }
@media (min-width: 768px) { .lk-records { font-size: 15px; } }
`;
