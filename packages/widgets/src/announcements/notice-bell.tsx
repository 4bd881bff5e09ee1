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

export const noticeBellCss = `
.lk-bell {
  position: relative; display: grid; place-items: center; flex: none; width: 44px; height: 44px; padding: 0;
  border: 0; border-radius: 50%; background: none; color: var(--lk-text); cursor: pointer;
  transition: background-color var(--lk-duration) ease-out;
}
.lk-bell:hover { background: var(--lk-surface-2); }
.lk-bell svg { width: 22px; height: 22px; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linejoin: round; stroke-linecap: round; }
.lk-bell__badge {
  position: absolute; top: 4px; right: 2px; min-width: 18px; height: 18px; padding: 0 5px; border-radius: 9px;
  background: var(--lk-danger); color: #1a0309; font-size: 11px; font-weight: 700; line-height: 18px; text-align: center;
  font-variant-numeric: tabular-nums; box-shadow: 0 0 0 2px var(--lk-bg);
}
`;
