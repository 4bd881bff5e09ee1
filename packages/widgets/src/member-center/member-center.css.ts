import { memberPagesCss } from './member-pages.css';

/**
 * The shell: the gate and the navigation, phones first a sideways-scrolling row, from 768 px a
 * column beside the page. What the pages share is in member-pages.css.ts.
 */
const memberCenterShellCss = `
.lk-mc-head { grid-column: 1 / -1; display: grid; gap: 12px; padding: 16px; background: var(--lk-surface);
  border-radius: var(--lk-radius); }
.lk-mc-head__who { display: flex; align-items: center; gap: 12px; min-width: 0; }
.lk-mc-head__avatar { display: grid; place-items: center; flex: none; width: 56px; height: 56px; border-radius: 50%;
  object-fit: cover; background: linear-gradient(135deg, var(--lk-primary), #b14dff); color: var(--lk-primary-text);
  font-size: 24px; font-weight: 700; }
.lk-mc-head__names { display: grid; flex: 1; min-width: 0; }
.lk-mc-head__names > * { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-mc-head__names span { color: var(--lk-text-muted); font-size: 14px; }
.lk-mc-head__links { display: flex; flex-wrap: wrap; gap: 8px 20px; }
/* The text colour with a primary underline: the primary itself is 3.65:1 on the surface, under AA's 4.5:1. */
.lk-mc-head__link { display: inline-flex; align-items: center; min-height: 44px; color: var(--lk-text);
  font-weight: 600; text-decoration: underline; text-decoration-color: var(--lk-primary); text-decoration-thickness: 2px;
  text-underline-offset: 4px; }
.lk-mc-head__link:hover { text-decoration-color: var(--lk-text); }
.lk-mc-head__link:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-icon-editor { display: grid; gap: 12px; padding-top: 12px; border-top: 1px solid var(--lk-border); }
.lk-icon-editor__title { margin: 0; font-size: 18px; }
.lk-icon-editor__field { display: grid; gap: 6px; }
.lk-icon-editor__field label { font-weight: 600; }
.lk-icon-editor__field input { min-height: 44px; color: var(--lk-text); }
.lk-icon-editor__hint { margin: 0; color: var(--lk-text-muted); font-size: 14px; }
.lk-icon-editor__crop { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; }
.lk-icon-editor__preview { width: 160px; height: 160px; border-radius: 50%; background: var(--lk-surface-2);
  border: 2px solid var(--lk-border); }
.lk-icon-editor__sliders { display: grid; gap: 8px; flex: 1; min-width: 200px; }
.lk-icon-editor__slider { display: grid; gap: 4px; }
.lk-icon-editor__slider input { width: 100%; min-height: 32px; accent-color: var(--lk-primary); }
.lk-icon-editor__error { margin: 0; color: var(--lk-danger); font-weight: 600; }
.lk-icon-editor__saved { margin: 0; color: var(--lk-success, var(--lk-text)); font-weight: 600; }
.lk-icon-editor__actions { display: flex; flex-wrap: wrap; gap: 8px; }
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
