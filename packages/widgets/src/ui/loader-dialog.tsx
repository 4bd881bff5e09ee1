import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { withTokenDefaults } from '../theme/tokens';
import { Button } from './button';
import { modalCss } from './modal.css';
import { Spinner } from './spinner';
import { useOverlayContainer } from './use-overlay-container';
import { useTranslate } from './use-translate';

export const loaderDialogCss = `
.lk-loader {
  display: flex; flex-direction: column; align-items: center; gap: 16px;
  width: min(360px, 100%); min-width: min(200px, 100%); min-height: 120px; padding: 24px;
  background: var(--lk-surface); color: var(--lk-text);
  border: 1px solid var(--lk-border); border-radius: var(--lk-radius); box-shadow: var(--lk-shadow);
  text-align: center; animation: lk-rise var(--lk-duration) ease-out;
}
.lk-loader__message { overflow-wrap: anywhere; }
`;

// Its cover is the Modal's; both travel with the helper into the overlay.
let loaderSheet: string | null = null;

interface LoaderDialogProps {
  open: boolean;
  onClose: () => void;
  message?: ReactNode;
  /** Shows a spinner: the loader flavour of the helper. */
  busy?: boolean;
  /** The close button's text; without one the button says "Close". */
  buttonLabel?: string;
  /** Closes by itself after this many milliseconds (R2.45). */
  timeoutMs?: number;
}

/**
 * The loader/dialog helper of spec section 2, unlike a Modal: a click on the cover closes it as
 * well as its button (R2.43-R2.45). The overlay is a shadow tree, so "outside" is decided with
 * `composedPath()` rather than `event.target`, which is retargeted at shadow boundaries.
 */
export function LoaderDialog({
  open,
  onClose,
  message,
  busy = false,
  buttonLabel,
  timeoutMs,
}: LoaderDialogProps) {
  const t = useTranslate();
  const messageId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  loaderSheet ??= withTokenDefaults(`${modalCss}\n${loaderDialogCss}`);
  const container = useOverlayContainer(open, loaderSheet);

  useEffect(() => {
    if (!open || timeoutMs === undefined) return;
    const timer = setTimeout(onClose, timeoutMs);
    return () => clearTimeout(timer);
  }, [open, timeoutMs, onClose]);

  useEffect(() => {
    if (!container) return;
    // Anything but the card is the cover: the cover spans the viewport above the page.
    function onClick(event: MouseEvent) {
      if (cardRef.current && !event.composedPath().includes(cardRef.current)) onClose();
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [container, onClose]);

  if (!container) return null;

  return createPortal(
    <div className="lk-cover" data-lk-cover="">
      <div
        ref={cardRef}
        className="lk-loader"
        role="dialog"
        aria-modal="true"
        aria-busy={busy}
        aria-labelledby={messageId}
      >
        {busy ? <Spinner large /> : null}
        <p className="lk-loader__message" id={messageId}>
          {message ?? t('common.loading')}
        </p>
        <Button variant="ghost" onClick={onClose}>
          {buttonLabel ?? t('common.close')}
        </Button>
      </div>
    </div>,
    container,
  );
}
