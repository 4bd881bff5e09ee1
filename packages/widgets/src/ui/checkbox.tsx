import type { ReactNode } from 'react';

export const checkboxCss = `
.lk-checkbox {
  display: flex; align-items: flex-start; gap: 10px; min-height: 44px; padding: 10px 12px;
  border: 1px solid transparent; border-radius: var(--lk-radius-sm); cursor: pointer;
  font-size: 13px; color: var(--lk-text-muted);
  transition: border-color var(--lk-duration) ease-out, background-color var(--lk-duration) ease-out;
}
.lk-checkbox input { flex: none; width: 20px; height: 20px; margin: 0; accent-color: var(--lk-primary); cursor: pointer; }
.lk-checkbox--invalid { border-color: var(--lk-danger); background: color-mix(in srgb, var(--lk-danger) 10%, transparent); color: var(--lk-text); }
`;

interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Highlights the box without a message, for the login terms that stop silently (R5.06). */
  invalid?: boolean;
  children: ReactNode;
}

export function Checkbox({ id, checked, onChange, invalid = false, children }: CheckboxProps) {
  return (
    <label className={invalid ? 'lk-checkbox lk-checkbox--invalid' : 'lk-checkbox'} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid}
        onChange={(event) => onChange((event.currentTarget as HTMLInputElement).checked)}
      />
      <span>{children}</span>
    </label>
  );
}
