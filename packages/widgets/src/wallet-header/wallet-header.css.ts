import { noticeBellCss } from '../announcements/notice-bell.css';
import { buttonCss } from '../ui/button';
import { skeletonCss } from '../ui/skeleton';
import { spinnerCss } from '../ui/spinner';
import { menuBadgesCss } from './menu-badges.css';

export const walletHeaderCss = `${spinnerCss}${buttonCss}${skeletonCss}${noticeBellCss}${menuBadgesCss}
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
/* A host that lays its own logo and controls over the first row (the player site on phones) keeps
   room for them: signed in with --lk-header-inset-start and --lk-header-inset-end (the wallet row below
   spans the width); signed out, --lk-header-lead-basis: 100% leaves the first row to the host and puts
   the buttons on a row of their own once they do not fit beside it. */
.lk-header--signed-in > .lk-header__spacer, .lk-header--signed-in > .lk-header__brand {
  margin-inline-start: var(--lk-header-inset-start, 0px);
}
.lk-header--signed-in > .lk-header__actions { margin-inline-end: var(--lk-header-inset-end, 0px); }
/* Signed out in a narrow box (a partner page's header beside its logo, whatever the viewport), the
   buttons wrap onto further rows, right-aligned, rather than run out of the box unreachable. */
.lk-header:not(.lk-header--signed-in) { height: auto; min-height: 56px; }
@media (min-width: 768px) { .lk-header:not(.lk-header--signed-in) { min-height: 64px; } }
.lk-header:not(.lk-header--signed-in) > .lk-header__actions {
  flex: 1 1 0; min-width: 0; flex-wrap: wrap; justify-content: flex-end; padding-block: 6px;
}
@media (max-width: 639.98px) {
  .lk-header:not(.lk-header--signed-in) { flex-wrap: wrap; row-gap: 0; }
  .lk-header:not(.lk-header--signed-in) > .lk-header__spacer { flex-basis: var(--lk-header-lead-basis, auto); height: 56px; }
  .lk-header:not(.lk-header--signed-in) > .lk-header__actions { min-height: 56px; margin-inline-start: auto; }
  /* The guest buttons stay one row on a phone: long words (TY 'Subukan nang libre', BN) wrap inside
     their button instead of pushing a button onto a third header row. */
  .lk-header:not(.lk-header--signed-in) > .lk-header__actions { flex-wrap: nowrap; }
  .lk-header:not(.lk-header--signed-in) > .lk-header__actions > .lk-button {
    flex: 0 1 auto; min-width: min-content; min-height: 44px; white-space: normal; line-height: 1.2; text-align: center;
  }
}
.lk-header .lk-button { padding: 8px 14px; white-space: nowrap; }
/* The narrowest phones (360 px): tighter guest buttons, so the longest language's three labels (TY
   'Subukan nang libre', 'Mag-log in', 'Magparehistro') fit one row with each label on one line, even in
   a wide bold face (DejaVu Sans, Linux's system-ui: 340 of the row's 352 px). Still 44 px high. */
@media (max-width: 419.98px) {
  .lk-header:not(.lk-header--signed-in) { padding-inline: 4px; }
  .lk-header:not(.lk-header--signed-in) > .lk-header__actions { gap: 4px; }
  .lk-header:not(.lk-header--signed-in) > .lk-header__actions > .lk-button { padding: 8px 4px; font-size: 12px; }
}
@media (max-width: 359.98px) {
  .lk-header { padding: 0 8px; gap: 6px; }
  .lk-header .lk-button { padding: 8px 10px; font-size: 13px; }
  .lk-header__brand { font-size: 16px; }
}
/* --lk-header-flag: none lets a host that shows the region itself (beside its language choice) drop this one. */
.lk-flag {
  display: var(--lk-header-flag, inline-flex); align-items: center; gap: 4px; flex: none; min-height: 44px; padding: 0 4px;
  font-size: 13px; color: var(--lk-text-muted);
}
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
.lk-account__picture { display: grid; place-items: center; width: 100%; height: 100%; border-radius: 50%;
  object-fit: cover; }
.lk-account__name { min-width: 0; max-width: 40vw; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
.lk-trial-badge {
  flex: none; padding: 2px 8px; border: 1px solid var(--lk-warning); border-radius: 999px;
  font-size: 12px; font-weight: 700; line-height: 1.4; letter-spacing: 0.02em; color: var(--lk-warning);
  text-transform: uppercase; white-space: nowrap;
}
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
/* The signed-in wallet: balance pill, deposit and withdraw (R2.47-R2.50). */
.lk-header__wallet { display: flex; align-items: center; gap: 8px; flex: none; min-width: 0; }
.lk-balance {
  display: flex; align-items: center; flex: none; min-height: 44px; padding-left: 12px;
  border: 1px solid var(--lk-border); border-radius: 999px; background: var(--lk-surface);
}
.lk-balance__amount { min-width: 64px; font-weight: 700; color: var(--lk-accent); }
.lk-balance__missing { color: var(--lk-text-muted); }
.lk-icon-button {
  display: grid; place-items: center; flex: none; width: 44px; height: 44px; padding: 0; border: 0;
  border-radius: 50%; background: none; color: var(--lk-text-muted); cursor: pointer;
  transition: color var(--lk-duration) ease-out, background-color var(--lk-duration) ease-out;
}
.lk-icon-button:hover:not(:disabled) { color: var(--lk-text); background: var(--lk-surface-2); }
.lk-icon-button:disabled { cursor: progress; }
.lk-icon-button svg, .lk-wallet-action svg {
  width: 20px; height: 20px; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round;
}
.lk-balance__refresh[aria-busy='true'] svg { animation: lk-spin 0.8s linear infinite; }
.lk-wallet-action { flex: none; }
.lk-header .lk-wallet-action { padding: 8px 12px; }
/* Between phone and desktop widths the wallet buttons and the account show icons only. */
@media (max-width: 1023.98px) {
  .lk-header .lk-wallet-action { width: 44px; padding: 0; }
  .lk-wallet-action__label, .lk-header--signed-in .lk-account__name {
    position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .lk-header--signed-in .lk-flag__code { display: none; }
}
/* Phones: the wallet takes a row of its own under the header, so the balance always shows. */
@media (max-width: 639.98px) {
  .lk-header--signed-in { flex-wrap: wrap; height: auto; row-gap: 0; }
  .lk-header--signed-in > .lk-header__brand, .lk-header--signed-in > .lk-header__spacer,
  .lk-header--signed-in > .lk-header__actions { height: 56px; }
  .lk-header--signed-in > .lk-header__brand { display: flex; align-items: center; }
  .lk-header--signed-in > .lk-header__wallet {
    order: 3; flex: 1 0 100%; justify-content: flex-end; height: 52px; border-top: 1px solid var(--lk-border);
  }
  .lk-header__wallet > .lk-balance { margin-right: auto; }
  /* The menu hangs from the header's right edge, not the account button's: a host's controls may sit
     right of the button, and the menu must not run off the left of a narrow screen. */
  .lk-account { position: static; }
  .lk-menu { top: calc(100% + 4px); right: 8px; }
}
@media (min-width: 480px) and (max-width: 639.98px) {
  .lk-header .lk-wallet-action { width: auto; padding: 8px 12px; }
  .lk-wallet-action__label { position: static; width: auto; height: auto; margin: 0; overflow: visible; clip: auto; }
}
@media (max-width: 359.98px) {
  .lk-balance { padding-left: 10px; }
  .lk-balance__amount { font-size: 13px; }
  .lk-balance .lk-icon-button { width: 40px; }
  .lk-header__wallet { gap: 6px; }
}
`;
