import { Button } from './button';
import { Modal } from './modal';
import { useTranslate } from './use-translate';

export const confirmDialogCss = `
.lk-confirm__message { margin-bottom: 24px; overflow-wrap: anywhere; }
.lk-confirm__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 12px; }
.lk-confirm__actions .lk-button { flex: 1 1 auto; }
`;

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  /** Leave out for an alert: one button that acknowledges. */
  cancelLabel?: string | null;
  danger?: boolean;
  onAnswer: (confirmed: boolean) => void;
}

/**
 * A Modal asking one question; closing it any other way than "confirm" counts as no. As an alert
 * (no cancel) the message is the dialog's title, so it is what a screen reader announces.
 */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  cancelLabel,
  danger = false,
  onAnswer,
}: ConfirmDialogProps) {
  const t = useTranslate();
  const isAlert = cancelLabel === null;
  return (
    <Modal
      compact
      open={open}
      title={title ?? (isAlert ? message : t('common.confirm'))}
      onClose={() => onAnswer(false)}
    >
      {isAlert && !title ? null : <p className="lk-confirm__message">{message}</p>}
      <div className="lk-confirm__actions">
        {isAlert ? null : (
          <Button variant="ghost" onClick={() => onAnswer(false)}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
          {confirmLabel ?? t('common.ok')}
        </Button>
      </div>
    </Modal>
  );
}
