/** Adopted by the SMS login form when it first renders (it loads with its own chunk). */
export const smsLoginFormCss = `
.lk-register__mobile, .lk-register__sms { display: flex; gap: 8px; align-items: stretch; }
.lk-register__dialing {
  flex: none; display: grid; place-items: center; min-width: 64px; padding: 0 10px;
  background: var(--lk-surface-2); border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm);
  color: var(--lk-text); font-weight: 600;
}
.lk-register__send { flex: none; min-width: 120px; white-space: nowrap; }
.lk-register__hint { font-size: 12px; color: var(--lk-text-muted); margin: 4px 0 0; }
@media (max-width: 479.98px) { .lk-register__send { min-width: 96px; } }
`;
