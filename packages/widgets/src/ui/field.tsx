import type { ReactNode } from 'react';

export const fieldCss = `
.lk-field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.lk-field__label { font-size: 13px; font-weight: 600; color: var(--lk-text-muted); }
.lk-field__error {
  display: flex; align-items: flex-start; gap: 6px;
  font-size: 13px; color: var(--lk-danger); overflow-wrap: anywhere;
}
.lk-field__error::before { content: '!'; flex: none; display: inline-grid; place-items: center;
  width: 16px; height: 16px; margin-top: 1px; border-radius: 50%;
  background: var(--lk-danger); color: #fff; font-size: 11px; font-weight: 700; }
.lk-input {
  width: 100%; min-height: 44px; padding: 10px 12px;
  background: var(--lk-surface-2); color: var(--lk-text);
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm);
  transition: border-color var(--lk-duration) ease-out;
}
.lk-input::placeholder { color: var(--lk-text-muted); opacity: 1; }
.lk-input:hover { border-color: var(--lk-text-muted); }
.lk-input:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 0; border-color: var(--lk-primary); }
.lk-input[aria-invalid='true'] { border-color: var(--lk-danger); }
`;

/** What a Field hands its control so the label, the error and the input stay wired together. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** Every failing rule of the field; only the first is shown, below the input (R5.26). */
  errors?: readonly string[] | string | null | undefined;
  /** Marks the control invalid without a message of its own, when the message sits elsewhere. */
  invalid?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export function firstError(errors: FieldProps['errors']): string | null {
  if (!errors) return null;
  if (typeof errors === 'string') return errors || null;
  return errors.find(Boolean) ?? null;
}

export function Field({ id, label, errors, invalid = false, children }: FieldProps) {
  const error = firstError(errors);
  const errorId = `${id}-error`;
  return (
    <div className="lk-field">
      <label className="lk-field__label" part="label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': invalid || error !== null,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p className="lk-field__error" part="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
