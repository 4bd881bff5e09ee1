/** A round button fixed at the bottom corner, clear of the phone's home bar. */
export const customerServiceButtonCss = `
.lk-cs-float { position: fixed; right: max(16px, env(safe-area-inset-right)); bottom: max(16px, env(safe-area-inset-bottom));
  z-index: 40; display: grid; place-items: center; width: 56px; height: 56px; padding: 0; border: 0; border-radius: 50%;
  background: var(--lk-primary); color: var(--lk-primary-text); box-shadow: 0 6px 20px rgb(0 0 0 / 0.45); cursor: pointer;
  transition: background-color var(--lk-duration) ease-out, transform var(--lk-duration) ease-out; }
.lk-cs-float:hover { background: var(--lk-primary-hover); transform: translateY(-2px); }
.lk-cs-float:focus-visible { outline: 3px solid var(--lk-text); outline-offset: 3px; }
.lk-cs-float svg { width: 28px; height: 28px; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round;
  stroke-linejoin: round; }
@media print { .lk-cs-float { display: none; } }
@media (prefers-reduced-motion: reduce) { .lk-cs-float { transition: none; } .lk-cs-float:hover { transform: none; } }
`;
