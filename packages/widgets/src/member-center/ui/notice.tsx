import type { ReactNode } from 'react';

/** A line of news after an action: success in green, a refusal in red, announced to screen readers. */
export function Notice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <p className={`lk-mc-notice lk-mc-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
