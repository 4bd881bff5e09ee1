import { loginCss } from '../login/login.css';

/** The password modals: the login form's look, plus the forced notice, the tabs and the code row. */
export const passwordsCss = `${loginCss}
.lk-passwords { display: flex; flex-direction: column; gap: 14px; }
.lk-passwords__intro { margin: 0; font-size: 14px; color: var(--lk-text-muted); }
.lk-passwords__forced {
  margin: 0; padding: 10px 12px; border-radius: var(--lk-radius-sm);
  background: color-mix(in srgb, var(--lk-warning) 14%, transparent);
  border: 1px solid var(--lk-warning); color: var(--lk-text); font-size: 14px;
}
.lk-passwords__forced::before { content: '⚠'; margin-right: 8px; color: var(--lk-warning); }
.lk-passwords__tabs { display: flex; gap: 4px; padding: 4px; border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); }
.lk-passwords__tab {
  flex: 1 1 0; min-height: 44px; padding: 8px 12px; border: 0; border-radius: var(--lk-radius-sm);
  background: transparent; color: var(--lk-text-muted); font: inherit; font-weight: 600; cursor: pointer;
}
.lk-passwords__tab[aria-selected='true'] { background: var(--lk-primary); color: var(--lk-primary-text); }
.lk-passwords__tab:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-passwords__code { display: flex; gap: 8px; align-items: stretch; }
.lk-passwords__send { flex: none; min-width: 120px; white-space: nowrap; }
.lk-passwords .lk-button--block { min-height: 48px; font-size: 16px; }
.lk-passwords__gift { display: flex; flex-direction: column; align-items: center; gap: 16px; text-align: center; }
.lk-passwords__gift-icon { width: 56px; height: 56px; color: var(--lk-accent); }
.lk-passwords__gift-body { margin: 0; font-size: 15px; }
.lk-passwords__actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; width: 100%; }
.lk-passwords__actions .lk-button { flex: 1 1 140px; }
@media (max-width: 479.98px) { .lk-passwords__send { min-width: 96px; } }
`;
