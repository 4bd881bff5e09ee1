import { $announcementPopupOpen, isPopupClosed } from '@lobbykit/sdk/lobby';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { showAnnouncements } from './show-announcements';
import { useAnnouncements } from './use-announcements';
import './messages/notices-messages';

/**
 * The header's notice bell (R2.53): opens the announcement popup. Its badge counts what this
 * session has not seen: every announcement until the popup was closed (R4.37), then none. The badge
 * carries the number, never only a red dot.
 */
export function NoticeBell() {
  const t = useTranslate();
  const state = useAnnouncements();
  // The closed flag lives in sessionStorage; the sdk's open state changing is when it may have.
  useStore($announcementPopupOpen);
  const total = state.popups.length + state.notices.length;
  const unread = total > 0 && !isPopupClosed() ? total : 0;
  const label =
    unread > 0 ? `${t('notices.bell')}, ${t('notices.unread', { count: unread })}` : t('notices.bell');
  return (
    <button
      type="button"
      className="lk-bell"
      aria-label={label}
      title={t('notices.bell')}
      onClick={() => showAnnouncements()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20.5a2.2 2.2 0 0 0 4 0" />
      </svg>
      {unread > 0 ? (
        <span className="lk-bell__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
