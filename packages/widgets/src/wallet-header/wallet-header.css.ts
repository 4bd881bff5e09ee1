import { buttonCss } from '../ui/button';
import { spinnerCss } from '../ui/spinner';

export const walletHeaderCss = `${spinnerCss}${buttonCss}
:host { position: sticky; top: 0; z-index: 100; }
.lk-header {
  display: flex; align-items: center; gap: 8px; height: 56px; padding: 0 12px;
  background: color-mix(in srgb, var(--lk-bg) 92%, transparent);
  border-bottom: 1px solid var(--lk-border);
  backdrop-filter: blur(8px);
}
@media (min-width: 768px) { .lk-header { height: 64px; padding: 0 24px; gap: 12px; } }
.lk-header__brand {
  min-width: 0; margin-right: auto; padding: 0; border: 0; background: none; cursor: pointer;
  font-size: 18px; font-weight: 800; letter-spacing: 0.02em; color: var(--lk-text);
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.lk-header__brand span { color: var(--lk-primary); }
.lk-header__spacer { margin-right: auto; }
.lk-header__actions { display: flex; align-items: center; gap: 8px; flex: none; }
.lk-header .lk-button { padding: 8px 14px; white-space: nowrap; }
@media (max-width: 359.98px) {
  .lk-header { padding: 0 8px; gap: 6px; }
  .lk-header .lk-button { padding: 8px 10px; font-size: 13px; }
  .lk-header__brand { font-size: 16px; }
}
.lk-flag {
  display: inline-flex; align-items: center; gap: 4px; flex: none; min-height: 44px; padding: 0 4px;
  font-size: 13px; color: var(--lk-text-muted);
}
.lk-flag > svg { border-radius: 2px; box-shadow: 0 0 0 1px var(--lk-border); }
.lk-flag > span:first-child { font-size: 20px; line-height: 1; }
.lk-account { position: relative; min-width: 0; }
.lk-account__button {
  display: flex; align-items: center; gap: 8px; min-height: 44px; max-width: 100%; padding: 4px 8px 4px 4px;
  border: 1px solid var(--lk-border); border-radius: 999px; background: var(--lk-surface);
  color: var(--lk-text); cursor: pointer;
  transition: background-color var(--lk-duration) ease-out;
}
.lk-account__button:hover, .lk-account__button[aria-expanded='true'] { background: var(--lk-surface-2); }
.lk-account__avatar {
  display: grid; place-items: center; flex: none; width: 34px; height: 34px; border-radius: 50%;
  background: linear-gradient(135deg, var(--lk-primary), #b14dff); color: var(--lk-primary-text); font-weight: 700;
}
.lk-account__name { min-width: 0; max-width: 40vw; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
.lk-account__chevron { flex: none; width: 16px; height: 16px; color: var(--lk-text-muted); }
.lk-menu {
  position: absolute; top: calc(100% + 8px); right: 0; z-index: 1;
  display: flex; flex-direction: column; min-width: 220px; max-width: calc(100vw - 16px); padding: 6px;
  background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius);
  box-shadow: var(--lk-shadow); animation: lk-rise var(--lk-duration) ease-out;
}
.lk-menu[hidden] { display: none; }
.lk-menu__item {
  display: flex; align-items: center; min-height: 44px; padding: 10px 12px; border: 0; border-radius: var(--lk-radius-sm);
  background: transparent; color: var(--lk-text); text-align: start; cursor: pointer; white-space: normal;
}
.lk-menu__item:hover, .lk-menu__item:focus-visible { background: var(--lk-surface-2); }
.lk-menu__item:focus-visible { outline-offset: -2px; }
.lk-menu__item--agent { color: var(--lk-accent); font-weight: 600; }
.lk-menu__item--danger { color: var(--lk-danger); font-weight: 600; }
.lk-menu__separator { width: 100%; margin: 6px 0; border: 0; border-top: 1px solid var(--lk-border); }
`;
