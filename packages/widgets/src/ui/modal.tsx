import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { withTokenDefaults } from '../theme/tokens';
import { CloseIcon } from './close-icon';
import { deepActiveElement, focusableIn, trapTab } from './focus';
import { modalCss } from './modal.css';
import { useOverlayContainer } from './use-overlay-container';
import { useTranslate } from './use-translate';

/** Spec section 2: modals open after 100 ms and are at least 200 x 200 (R2.40, R2.41). */
export const MODAL_DELAY_MS = 100;
export const MODAL_MIN_SIZE_PX = 200;

/** A Modal carries its own CSS into the overlay, so a widget adopts none of it until one opens. */
const modalSheet = withTokenDefaults(modalCss);

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  delay?: number;
  minWidth?: number;
  minHeight?: number;
  /** A short question: a sheet from the bottom on phones instead of the full screen. */
  compact?: boolean;
  /** False for a step the player must finish (a forced password change): no close button, no Escape. */
  dismissible?: boolean;
}

/**
 * A dialog in the overlay root. A click on the cover does nothing (R2.42): players lose typed
 * passwords to stray taps otherwise. Escape and the visible close button close it, focus stays
 * inside while it is open and goes back to whatever opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  delay = MODAL_DELAY_MS,
  minWidth = MODAL_MIN_SIZE_PX,
  minHeight = MODAL_MIN_SIZE_PX,
  compact = false,
  dismissible = true,
}: ModalProps) {
  const t = useTranslate();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const coverRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const container = useOverlayContainer(open && shown, modalSheet);

  useEffect(() => {
    if (!open) {
      setShown(false);
      return;
    }
    const opener = deepActiveElement();
    const timer = setTimeout(() => setShown(true), delay);
    return () => {
      clearTimeout(timer);
      // Give focus back only if it is still inside the closing dialog or nowhere in particular,
      // never steal it from something the player moved to meanwhile.
      const active = deepActiveElement();
      const lost =
        active === null || active === document.body || dialogRef.current?.contains(active) === true;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open, delay]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!container || !dialog) return;
    const fields = focusableIn(dialog.querySelector('.lk-modal__body') ?? dialog);
    (fields[0] ?? focusableIn(dialog)[0] ?? dialog).focus();
  }, [container]);

  useEffect(() => {
    const cover = coverRef.current;
    if (!container || !cover) return;
    // Pressing the cover does nothing (R2.42), and must not pull focus out of the dialog either.
    const keepFocus = (event: MouseEvent) => event.target === cover && event.preventDefault();
    cover.addEventListener('mousedown', keepFocus);
    return () => cover.removeEventListener('mousedown', keepFocus);
  }, [container]);

  if (!container) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (dialogRef.current) trapTab(event, dialogRef.current);
  }

  return createPortal(
    <div className={compact ? 'lk-cover lk-cover--compact' : 'lk-cover'} ref={coverRef}>
      <div
        ref={dialogRef}
        className="lk-modal"
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ minWidth: `min(${minWidth}px, 100%)`, minHeight: `${minHeight}px` }}
        onKeyDown={onKeyDown}
      >
        <div className="lk-modal__header">
          <h2 className="lk-modal__title" part="title" id={titleId}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className="lk-modal__close"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div className="lk-modal__body">{children}</div>
      </div>
    </div>,
    container,
  );
}
