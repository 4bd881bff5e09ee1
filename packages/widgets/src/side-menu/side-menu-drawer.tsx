import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../ui/close-icon';
import { deepActiveElement, focusableIn, trapTab } from '../ui/focus';
import { useTranslate } from '../ui/use-translate';

/** The phone's drawer: a modal dialog from the left, closed by Escape, its button, the cover or a followed link. */
export function Drawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const t = useTranslate();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Whatever opened the drawer (the header's toggle) gets the focus back when it closes.
    const opener = deepActiveElement();
    focusableIn(dialog.current ?? document.createElement('div'))[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (dialog.current) trapTab(event, dialog.current);
    };
    document.addEventListener('keydown', onKeyDown);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // A followed link or a category leaves the drawer; the app and language choices keep it open.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('a[href], [data-follows]')) onClose();
  };

  return (
    <>
      <div className="lk-side__cover" aria-hidden="true" onClick={onClose} />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only notices links being followed; keys follow them too. */}
      <div
        ref={dialog}
        className="lk-side__drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={onClick}
      >
        <div className="lk-side__drawer-head">
          <h2 id={titleId} className="lk-side__title">
            {t('sideMenu.drawer')}
          </h2>
          <button type="button" className="lk-side__close" aria-label={t('sideMenu.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
