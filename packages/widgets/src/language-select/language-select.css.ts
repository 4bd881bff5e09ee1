/** The language select: flags and codes that never wrap, 44 px targets, a popover under the button. */
export const languageSelectCss = `
.lk-lang { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; color: var(--lk-text); }
.lk-lang--list { flex-direction: column; align-items: stretch; }
.lk-lang__heading { margin: 0; font-size: 12px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--lk-text-muted); }
.lk-lang__menu { position: relative; }
.lk-lang__button, .lk-lang__region, .lk-lang__option {
  display: inline-flex; align-items: center; gap: 8px; min-height: 44px; min-width: 44px; padding: 8px 12px;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm); background: var(--lk-surface-2);
  color: var(--lk-text); font: inherit; cursor: pointer; white-space: nowrap;
  transition: background-color var(--lk-duration, 200ms) ease-out, border-color var(--lk-duration, 200ms) ease-out;
}
.lk-lang__button:hover, .lk-lang__region:hover, .lk-lang__option:hover { border-color: var(--lk-primary); }
.lk-lang__code { font-weight: 700; font-variant-numeric: tabular-nums; }
.lk-lang__name { color: var(--lk-text-muted); }
.lk-lang__caret { width: 0; height: 0; border: 5px solid transparent; border-top-color: currentColor; margin-top: 5px; }
.lk-lang__button[aria-expanded='true'] .lk-lang__caret { transform: rotate(180deg); margin-top: -5px; }
.lk-lang__list { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.lk-lang__option { width: 100%; background: transparent; border-color: transparent; }
.lk-lang__option[aria-pressed='true'] { border-color: var(--lk-primary); background: color-mix(in srgb, var(--lk-primary) 18%, transparent); }
.lk-lang__popover {
  position: absolute; inset-inline-end: 0; top: calc(100% + 4px); z-index: 10; min-width: 200px; padding: 6px;
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius); background: var(--lk-surface);
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.45);
}
.lk-lang .lk-country-flag { width: 24px; height: 18px; }
/* On phones the region button keeps its flag; its name stays in the accessible label. */
@media (max-width: 479px) { .lk-lang--menu .lk-lang__region .lk-lang__name { display: none; } }
`;
