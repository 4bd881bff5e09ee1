import { loginCss } from '../login/login.css';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

/** The registration form and its card: the login form's look, plus the mobile, SMS and terms rows. */
export const registerCss = `${loginCss}${skeletonCss}${errorStateCss}
.lk-register { display: flex; flex-direction: column; gap: 14px; }
.lk-register__subtitle { margin: -12px 0 16px; font-size: 14px; color: var(--lk-text-muted); }
.lk-register__pending { display: flex; flex-direction: column; gap: 14px; }
.lk-register__pending .lk-skeleton:nth-child(2) { margin-top: 4px; }
.lk-register__mobile, .lk-register__sms { display: flex; gap: 8px; align-items: stretch; }
.lk-register__dialing {
  flex: none; display: grid; place-items: center; min-width: 64px; padding: 0 10px;
  background: var(--lk-surface-2); border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm);
  color: var(--lk-text); font-weight: 600;
}
.lk-register__send { flex: none; min-width: 120px; white-space: nowrap; }
.lk-register__hint { font-size: 12px; color: var(--lk-text-muted); }
.lk-register__terms { display: flex; flex-direction: column; gap: 4px; }
.lk-register__terms .lk-checkbox { padding-left: 0; padding-right: 0; }
.lk-register__terms .lk-checkbox--invalid { padding-left: 12px; padding-right: 12px; }
.lk-register__age { display: flex; align-items: center; gap: 8px; font-size: 13px; color: var(--lk-text-muted); }
.lk-register__age-badge {
  display: inline-grid; place-items: center; min-width: 32px; height: 24px; padding: 0 6px;
  border: 2px solid var(--lk-danger); border-radius: 999px; color: var(--lk-text); font-size: 11px; font-weight: 700;
}
.lk-register .lk-button--block { margin-top: 4px; min-height: 48px; font-size: 16px; }
.lk-register__login { text-align: center; font-size: 13px; color: var(--lk-text-muted); }
.lk-register__login-link { padding: 4px; min-height: 44px; background: none; border: 0; cursor: pointer; font: inherit; }
.lk-register__done { display: grid; justify-items: center; gap: 8px; padding: 8px 0; text-align: center; }
.lk-register__done-mark {
  display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%;
  background: var(--lk-success); color: #0e1120; font-size: 26px; font-weight: 700;
}
.lk-register__done-text { margin: 0; font-size: 16px; font-weight: 600; color: var(--lk-text); }
.lk-register__done .lk-register__subtitle { margin: 0; }
@media (max-width: 479.98px) { .lk-register__send { min-width: 96px; } }
`;
