import { useState } from 'react';
import type { FieldControlProps } from './field';
import { useTranslate } from './use-translate';

export const passwordInputCss = `
.lk-password { position: relative; display: flex; }
.lk-password .lk-input { padding-right: 52px; }
.lk-password__toggle {
  position: absolute; top: 0; right: 0; width: 44px; height: 100%; min-height: 44px;
  display: grid; place-items: center; padding: 0; border: 0; border-radius: var(--lk-radius-sm);
  background: transparent; color: var(--lk-text-muted); cursor: pointer;
}
.lk-password__toggle:hover { color: var(--lk-text); }
.lk-password__toggle svg { width: 20px; height: 20px; }
`;

interface PasswordInputProps extends FieldControlProps {
  name: string;
  value: string;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
  onValue: (value: string) => void;
}

export function PasswordInput({ onValue, ...props }: PasswordInputProps) {
  const t = useTranslate();
  const [visible, setVisible] = useState(false);
  const onInput = (event: Event) => onValue((event.currentTarget as HTMLInputElement).value);
  return (
    <div className="lk-password">
      {/* preact keeps the same <input> across the branches (same place, same tag): focus survives. */}
      {visible ? (
        <input {...props} className="lk-input" part="input" type="text" onInput={onInput} />
      ) : (
        <input {...props} className="lk-input" part="input" type="password" onInput={onInput} />
      )}
      <button
        type="button"
        className="lk-password__toggle"
        aria-pressed={visible}
        aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
        onClick={() => setVisible(!visible)}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? null : <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
