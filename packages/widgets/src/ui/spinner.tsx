export const spinnerCss = `
.lk-spinner {
  display: inline-block; width: 1.1em; height: 1.1em; flex: none;
  border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: lk-spin 0.7s linear infinite;
}
.lk-spinner--large { width: 32px; height: 32px; border-width: 3px; color: var(--lk-primary); }
@keyframes lk-spin { to { transform: rotate(360deg); } }
`;

interface SpinnerProps {
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  large?: boolean;
}

export function Spinner({ label, large = false }: SpinnerProps) {
  const className = large ? 'lk-spinner lk-spinner--large' : 'lk-spinner';
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={className} aria-hidden="true" />
      <span className="lk-sr-only">{label}</span>
    </span>
  );
}
