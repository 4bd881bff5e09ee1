import { memberPagesCss } from './member-pages.css';

/**
 * The shell: the gate and the navigation, phones first a sideways-scrolling row, from 768 px a
 * column beside the page. What the pages share is in member-pages.css.ts.
 */
const memberCenterShellCss = `
.lk-mc--gate { justify-items: center; padding: 32px 16px; text-align: center;
  background: var(--lk-surface); border-radius: var(--lk-radius); }
.lk-mc-nav { min-width: 0; overflow-x: auto; scroll-snap-type: x proximity; }
.lk-mc-nav ul { display: flex; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-mc-nav li { flex: none; scroll-snap-align: start; }
.lk-mc-nav__item { position: relative; display: flex; align-items: center; gap: 8px; min-height: 44px;
  padding: 8px 14px; border-radius: var(--lk-radius-sm); background: var(--lk-surface);
  color: var(--lk-text-muted); text-decoration: none; font-weight: 600; white-space: nowrap;
  transition: background-color var(--lk-duration) ease-out, color var(--lk-duration) ease-out; }
.lk-mc-nav__item:hover { background: var(--lk-surface-2); color: var(--lk-text); }
.lk-mc-nav__item:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-mc-nav__item--active { background: var(--lk-primary); color: var(--lk-primary-text); }
.lk-mc-nav__item--active:hover { background: var(--lk-primary); color: var(--lk-primary-text); }
.lk-mc-nav svg { width: 20px; height: 20px; flex: none; fill: none; stroke: currentColor; stroke-width: 2;
  stroke-linecap: round; stroke-linejoin: round; }
.lk-mc-counter { display: inline-grid; place-items: center; min-width: 20px; height: 20px; padding: 0 6px;
  border-radius: 999px; background: var(--lk-danger); color: #fff; font-size: 12px; font-weight: 700; }
@media (min-width: 768px) {
  .lk-mc { grid-template-columns: 220px minmax(0, 1fr); align-items: start; }
  .lk-mc--gate { grid-template-columns: 1fr; }
  .lk-mc-nav { overflow: visible; position: sticky; top: 72px; }
  .lk-mc-nav ul { flex-direction: column; }
  .lk-mc-nav__item { white-space: normal; }
}
@media (prefers-reduced-motion: reduce) { .lk-mc-nav__item { transition: none; } }
`;

export const memberCenterCss = [memberPagesCss, memberCenterShellCss].join('\n');
