import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';
import { spinnerCss } from '../ui/spinner';

/** Phones: menu above the draw; from 768 px: the menu in a column beside it. */
export const lotteryLobbyCss = `${buttonCss}${spinnerCss}${skeletonCss}${errorStateCss}
.lk-lotto { display: flex; flex-direction: column; gap: 16px; padding: 12px; }
@media (min-width: 768px) { .lk-lotto { padding: 16px 24px; gap: 24px; } }
.lk-lotto__title { font-size: 22px; }
.lk-lotto__layout { display: grid; gap: 16px; }
@media (min-width: 768px) { .lk-lotto__layout { grid-template-columns: minmax(200px, 260px) 1fr; align-items: start; } }
.lk-lotto__menu { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.lk-lotto__group ul {
  display: flex; gap: 8px; margin: 0; padding: 0; list-style: none; overflow-x: auto; scrollbar-width: none;
}
@media (min-width: 768px) { .lk-lotto__group ul { flex-direction: column; overflow: visible; } }
.lk-lotto__group-name { margin-bottom: 8px; font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--lk-text-muted); }
.lk-lotto__game {
  width: 100%; min-height: 44px; padding: 10px 14px; border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm);
  background: var(--lk-surface); color: var(--lk-text); font-weight: 600; text-align: start; white-space: nowrap; cursor: pointer;
}
@media (min-width: 768px) { .lk-lotto__game { white-space: normal; } }
.lk-lotto__game:hover { background: var(--lk-surface-2); }
.lk-lotto__game[aria-current='true'] { background: var(--lk-primary); border-color: var(--lk-primary); color: var(--lk-primary-text); }
.lk-lotto__main { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.lk-lotto__draw, .lk-lotto__results {
  display: flex; flex-direction: column; gap: 12px; padding: 16px; border: 1px solid var(--lk-border);
  border-radius: var(--lk-radius); background: var(--lk-surface);
}
.lk-lotto__draw {
  background: radial-gradient(circle at 0% 0%, color-mix(in srgb, var(--lk-primary) 30%, transparent), var(--lk-surface) 60%);
}
.lk-lotto__draw-head h3 { font-size: 20px; overflow-wrap: anywhere; }
.lk-lotto__muted { color: var(--lk-text-muted); font-size: 13px; overflow-wrap: anywhere; }
.lk-lotto__label { font-weight: 600; }
.lk-lotto__countdown { display: flex; flex-wrap: wrap; gap: 8px; }
.lk-lotto__unit {
  display: flex; flex-direction: column; align-items: center; min-width: 64px; padding: 8px 10px;
  border-radius: var(--lk-radius-sm); background: var(--lk-surface-2);
}
.lk-lotto__unit strong { font-size: 28px; line-height: 1.1; color: var(--lk-accent); font-variant-numeric: tabular-nums; }
.lk-lotto__unit span { font-size: 12px; color: var(--lk-text-muted); }
.lk-lotto__drawing { font-size: 18px; font-weight: 700; color: var(--lk-accent); }
.lk-lotto__actions { display: flex; flex-wrap: wrap; gap: 12px; }
.lk-lotto__actions .lk-button { flex: 1 1 auto; }
.lk-lotto__latest { display: flex; flex-direction: column; gap: 8px; }
.lk-lotto__balls { display: flex; flex-wrap: wrap; gap: 8px; }
.lk-lotto__ball {
  display: grid; place-items: center; width: 44px; height: 44px; border-radius: 50%;
  background: radial-gradient(circle at 35% 30%, #ffe08a, var(--lk-accent) 55%, #b8860b);
  color: #1b1300; font-size: 20px; font-weight: 800; font-variant-numeric: tabular-nums;
}
.lk-lotto__prizes { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.lk-lotto__prizes caption { text-align: start; font-weight: 600; padding-bottom: 6px; }
.lk-lotto__prizes th, .lk-lotto__prizes td { padding: 6px 8px; border-top: 1px solid var(--lk-border); text-align: start; }
.lk-lotto__prizes th { width: 30%; color: var(--lk-text-muted); font-weight: 600; }
.lk-lotto__prizes td { overflow-wrap: anywhere; }
.lk-lotto__history { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.lk-lotto__history li { display: flex; justify-content: space-between; gap: 12px; padding: 6px 0; border-top: 1px solid var(--lk-border); font-variant-numeric: tabular-nums; }
.lk-lotto__history strong { letter-spacing: 0.2em; color: var(--lk-accent); }
.lk-state {
  display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 32px 16px; text-align: center;
  background: var(--lk-surface); border-radius: var(--lk-radius);
}
.lk-state p { color: var(--lk-text-muted); overflow-wrap: anywhere; }
`;
