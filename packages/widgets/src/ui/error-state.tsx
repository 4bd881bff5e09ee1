import { Button } from './button';
import { useTranslate } from './use-translate';

export const errorStateCss = `
.lk-error-state {
  display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 16px;
  text-align: center; color: var(--lk-text);
}
.lk-error-state__icon {
  display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%;
  background: color-mix(in srgb, var(--lk-danger) 18%, transparent); color: var(--lk-danger); font-weight: 700;
}
.lk-error-state p { overflow-wrap: anywhere; }
`;

interface ErrorStateProps {
  /** Already in the player's language (for a server failure: the sdk's `errorMessage(code)`). */
  message: string;
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const t = useTranslate();
  return (
    <div className="lk-error-state" role="alert">
      <span className="lk-error-state__icon" aria-hidden="true">
        !
      </span>
      <p>{message}</p>
      {onRetry ? (
        <Button variant="ghost" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
