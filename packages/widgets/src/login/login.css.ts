import { buttonCss } from '../ui/button';
import { checkboxCss } from '../ui/checkbox';
import { fieldCss } from '../ui/field';
import { passwordInputCss } from '../ui/password-input';
import { spinnerCss } from '../ui/spinner';

/** The login form and its card, with the primitives they use (a Modal brings its own CSS). */
export const loginCss = `${spinnerCss}${buttonCss}${fieldCss}${checkboxCss}${passwordInputCss}
.lk-login { display: flex; flex-direction: column; gap: 16px; container: lk-login / inline-size; }
.lk-login__alert:empty { display: none; }
.lk-login__alert-text {
  padding: 10px 12px; border-radius: var(--lk-radius-sm);
  border: 1px solid color-mix(in srgb, var(--lk-danger) 55%, transparent);
  background: color-mix(in srgb, var(--lk-danger) 12%, transparent);
  color: var(--lk-text); font-size: 13px; overflow-wrap: anywhere;
}
.lk-login__alert-text::before { content: '⚠'; margin-right: 8px; color: var(--lk-danger); }
.lk-login .lk-checkbox { padding-left: 0; padding-right: 0; }
.lk-login .lk-checkbox--invalid { padding-left: 12px; padding-right: 12px; }
.lk-login .lk-button--block { margin-top: 4px; min-height: 48px; font-size: 16px; }
.lk-link { color: var(--lk-link); font-weight: 600; text-decoration: underline; text-underline-offset: 2px; }
.lk-login__forgot { align-self: center; min-height: 44px; padding: 4px 8px; background: none; border: 0; cursor: pointer; font: inherit; }
.lk-login-card {
  width: 100%; max-width: 440px; margin: 0 auto; padding: 24px;
  background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius);
  box-shadow: var(--lk-shadow);
}
.lk-login-card__title { margin-bottom: 20px; font-size: 22px; }
.lk-login__step-title { font-size: 18px; }
.lk-login__step-intro { color: var(--lk-text-muted); font-size: 13px; }
.lk-login-card__switch {
  display: block; min-height: 44px; margin: 8px auto 0; padding: 0 12px; border: 0; background: none;
  color: var(--lk-link); font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer;
}
@media (max-width: 479.98px) { .lk-login-card { padding: 20px 16px; } }
`;
