import { loginCss } from '../login/login.css';
import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

/**
 * The shell: a sticky header, the navigation beside the page from 768 px of the widget's own width
 * (a container query, so a narrow portal column gets the phone layout), a menu button below that,
 * and the footer. The pages bring their own CSS. The login card's CSS is for the gate an embedding
 * portal shows a guest; in the embed bundle it already sits in lobbykit.js.
 */
const agentCenterOwnCss = `
.lk-ac { container-type: inline-size; display: grid; grid-template-rows: auto 1fr auto; min-height: 100%;
  color: var(--lk-text); background: var(--lk-bg); }
.lk-ac-head { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center;
  gap: 4px 12px; min-height: 56px; padding: 6px 12px; background: var(--lk-surface);
  border-bottom: 1px solid var(--lk-border); }
.lk-ac-title { margin: 0; font-size: 18px; font-weight: 700; flex: 1 1 auto; }
.lk-ac-clock { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; order: 5; width: 100%;
  font-size: 13px; color: var(--lk-text-muted); font-variant-numeric: tabular-nums; }
.lk-ac-clock time { color: var(--lk-text); white-space: nowrap; }
.lk-ac-user { display: flex; align-items: center; gap: 8px; min-width: 0; }
.lk-ac-name { font-weight: 600; max-width: 12em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-ac-icon { width: 20px; height: 20px; flex: none; fill: none; stroke: currentColor; stroke-width: 2;
  stroke-linecap: round; stroke-linejoin: round; }
.lk-ac-body { display: grid; gap: 12px; padding: 12px; align-items: start; min-width: 0; }
.lk-ac-nav ul { display: grid; gap: 4px; margin: 0; padding: 0; list-style: none; }
.lk-ac-nav:not(.lk-ac-nav--open) { display: none; }
.lk-ac-nav__item { display: flex; align-items: center; gap: 10px; min-height: 44px; padding: 8px 12px;
  border-radius: var(--lk-radius-sm); color: var(--lk-text-muted); text-decoration: none; font-weight: 600;
  transition: background-color var(--lk-duration) ease-out, color var(--lk-duration) ease-out; }
.lk-ac-nav__item:hover { background: var(--lk-surface-2); color: var(--lk-text); }
.lk-ac-nav__item:focus-visible, .lk-ac-menu:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-ac-nav__item[aria-current='page'] { background: var(--lk-primary); color: var(--lk-primary-text); }
.lk-ac-nav__more { display: grid; gap: 8px; padding: 8px 12px; }
.lk-ac-notice { display: grid; gap: 8px; justify-items: start; margin: 8px 0 0; padding: 10px 12px;
  border-radius: var(--lk-radius-sm); background: color-mix(in srgb, var(--lk-warning) 16%, transparent); font-size: 13px; }
.lk-ac-page { display: grid; gap: 16px; min-width: 0; }
.lk-ac-card { display: grid; gap: 12px; padding: 16px; background: var(--lk-surface);
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius); }
.lk-ac-gate { display: grid; gap: 16px; justify-items: center; padding: 24px 12px; text-align: center; }
.lk-ac-gate .lk-login-card { width: min(100%, 420px); text-align: start; }
.lk-ac-foot { display: grid; gap: 4px; padding: 16px 12px; border-top: 1px solid var(--lk-border);
  font-size: 13px; color: var(--lk-text-muted); text-align: center; }
.lk-ac-foot p { margin: 0; }
@container (min-width: 768px) {
  .lk-ac-head { min-height: 64px; padding: 8px 24px; flex-wrap: nowrap; }
  .lk-ac-title { flex: none; }
  .lk-ac-clock { order: 0; width: auto; margin-inline-start: auto; font-size: 14px; }
  /* Two classes: a page's sheet, adopted after this one, brings the button's own display again. */
  .lk-ac-head .lk-ac-menu { display: none; }
  .lk-ac-body { grid-template-columns: 240px minmax(0, 1fr); gap: 24px; padding: 24px; }
  .lk-ac-nav, .lk-ac-nav:not(.lk-ac-nav--open) { display: block; position: sticky; top: 88px;
    padding: 8px; background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius); }
}
@media (prefers-reduced-motion: reduce) { .lk-ac-nav__item { transition: none; } }
`;

export const agentCenterCss = [buttonCss, errorStateCss, skeletonCss, loginCss, agentCenterOwnCss].join('\n');
