import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export const buttonCss = `
.lk-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-width: 44px; min-height: 44px; padding: 10px 18px;
  border: 1px solid transparent; border-radius: var(--lk-radius-sm);
  font-weight: 600; line-height: 1.2; text-align: center; cursor: pointer;
  transition: background-color var(--lk-duration) ease-out, border-color var(--lk-duration) ease-out,
    opacity var(--lk-duration) ease-out;
}
.lk-button--primary { background: var(--lk-primary); color: var(--lk-primary-text); }
.lk-button--primary:hover:not(:disabled) { background: var(--lk-primary-hover); }
.lk-button--ghost { background: transparent; color: var(--lk-text); border-color: var(--lk-border); }
.lk-button--ghost:hover:not(:disabled) { background: var(--lk-surface-2); }
.lk-button--danger { background: var(--lk-danger); color: #fff; }
.lk-button--block { display: flex; width: 100%; }
.lk-button:disabled { cursor: not-allowed; opacity: 0.6; }
.lk-button[aria-busy='true'] { cursor: progress; opacity: 0.85; }
`;

export type ButtonVariant = 'primary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Disables the button and shows a spinner while an action is in flight. */
  loading?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  type = 'button',
  disabled,
  className: extraClass,
  children,
  ...rest
}: ButtonProps) {
  const className = ['lk-button', `lk-button--${variant}`, block ? 'lk-button--block' : '', extraClass ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      part={`button button-${variant}`}
      {...rest}
      type={type}
      className={className}
      disabled={disabled || loading}
      aria-busy={loading}
    >
      {loading ? <Spinner /> : null}
      <span>{children}</span>
    </button>
  );
}
