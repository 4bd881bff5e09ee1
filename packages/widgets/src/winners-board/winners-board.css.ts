import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

// The player site holds this widget's room until it mounts (host-site styles/pages.css, .lobby__winners:
// podium and list, stacked or side by side); change both (e2e home-first-banner measures the shift).
export const winnersBoardCss = `${buttonCss}${errorStateCss}${skeletonCss}
.lk-winners {
  padding: 16px; background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius);
}
.lk-winners__title { display: flex; align-items: center; gap: 8px; margin-bottom: 12px; font-size: 18px; }
.lk-winners__trophy { flex: none; width: 24px; height: 24px; color: var(--lk-accent); }
.lk-winners__columns { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px 16px; }
@media (min-width: 640px) { .lk-winners__columns { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.lk-winners__podium, .lk-winners__list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-winner { --medal: var(--lk-text-muted); }
.lk-winner--1 { --medal: #f6c344; }
.lk-winner--2 { --medal: #c9d1e4; }
.lk-winner--3 { --medal: #d9905a; }
.lk-winner__button, .lk-winner--skeleton {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 48px; padding: 8px 12px;
  border: 1px solid transparent; border-radius: var(--lk-radius-sm); background: var(--lk-surface-2);
  color: var(--lk-text); text-align: start; cursor: pointer;
  transition: border-color var(--lk-duration) ease-out, transform var(--lk-duration) ease-out;
}
.lk-winner__button:hover { border-color: var(--lk-primary); }
.lk-winner--podium .lk-winner__button, .lk-winner--skeleton.lk-winner--podium {
  min-height: 64px;
  background: linear-gradient(90deg, color-mix(in srgb, var(--medal) 16%, var(--lk-surface-2)), var(--lk-surface-2) 70%);
  border-color: color-mix(in srgb, var(--medal) 35%, transparent);
}
.lk-winner__medal { flex: none; display: grid; width: 40px; height: 40px; }
.lk-winner__medal svg { width: 40px; height: 40px; }
.lk-winner__ribbon { fill: var(--lk-primary); }
.lk-winner__disc { fill: var(--medal); }
.lk-winner__rim { fill: none; stroke: rgba(0, 0, 0, 0.28); stroke-width: 1.5; }
.lk-winner__number { fill: #17120a; font-size: 14px; font-weight: 800; font-family: var(--lk-font); }
.lk-winner__rank {
  flex: none; display: grid; place-items: center; width: 28px; height: 28px; border-radius: 50%;
  border: 1px solid var(--lk-border); color: var(--lk-text-muted); font-size: 13px; font-weight: 700;
  font-variant-numeric: tabular-nums;
}
.lk-winner__who { display: flex; flex-direction: column; gap: 2px; flex: 1; min-width: 0; }
.lk-winner__name, .lk-winner__game { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-winner__name { font-weight: 600; }
.lk-winner__game { font-size: 12px; color: var(--lk-text-muted); }
.lk-winner__amount { flex: none; color: var(--lk-accent); font-weight: 700; }
.lk-winner--podium .lk-winner__amount { font-size: 16px; }
.lk-winners__empty { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; color: var(--lk-text-muted); }
`;
