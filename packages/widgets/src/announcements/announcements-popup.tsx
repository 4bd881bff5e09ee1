import { closeModal, errorMessage, navigate } from '@lobbykit/sdk';
import { closeAnnouncementPopup, loadAnnouncements, pageOf } from '@lobbykit/sdk/lobby';
import { type ReactNode, useState } from 'react';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Modal } from '../ui/modal';
import { Skeleton } from '../ui/skeleton';
import { useTranslate } from '../ui/use-translate';
import { AnnouncementItem } from './announcement-item';
import { ANNOUNCEMENTS_MODAL, type AnnouncementsModalProps } from './show-announcements';
import { isFirstLoad, useAnnouncements } from './use-announcements';
import './messages/notices-messages';

interface Entry {
  key: string;
  id: number;
  kind: 'popup' | 'notice';
  title: string;
  content: string;
}

/**
 * The announcement popup (R2.37): this audience's popups, then the notices, 9 to a page (R4.45,
 * R9.01), each title expanding or collapsing its text (R4.46). Closing it sets the sdk's closed flag
 * for this session and audience (R4.37, R4.38).
 */
export function AnnouncementsPopup({ noticeId }: AnnouncementsModalProps) {
  const t = useTranslate();
  const state = useAnnouncements();
  const entries: Entry[] = [
    ...state.popups.map((popup) => ({ ...popup, key: `popup-${popup.id}`, kind: 'popup' as const })),
    ...state.notices.map((notice) => ({ ...notice, key: `notice-${notice.id}`, kind: 'notice' as const })),
  ];
  const asked =
    noticeId === undefined ? -1 : entries.findIndex((e) => e.kind === 'notice' && e.id === noticeId);
  const [page, setPage] = useState<number | null>(null);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  // Until the player pages, the page holding the asked notice; until they toggle, it (or the first) is open.
  const shown = pageOf(entries, page ?? (asked >= 0 ? Math.floor(asked / 9) + 1 : 1));
  const firstOpen = (asked >= 0 ? entries[asked] : entries[0])?.key;
  const isOpen = (key: string) => open[key] ?? key === firstOpen;

  const close = () => {
    closeAnnouncementPopup();
    closeModal(ANNOUNCEMENTS_MODAL);
  };

  let body: ReactNode;
  if (entries.length > 0)
    body = (
      <>
        <ul className="lk-announcements">
          {shown.items.map((entry) => (
            <AnnouncementItem
              key={entry.key}
              title={entry.title}
              content={entry.content}
              expanded={isOpen(entry.key)}
              onToggle={() => setOpen({ ...open, [entry.key]: !isOpen(entry.key) })}
            />
          ))}
        </ul>
        {shown.totalPages > 1 ? (
          <nav
            className="lk-announcements__pager"
            aria-label={t('notices.page', { page: shown.page, pages: shown.totalPages })}
          >
            <Button variant="ghost" disabled={shown.page <= 1} onClick={() => setPage(shown.page - 1)}>
              <span aria-hidden="true">‹ </span>
              {t('notices.previousPage')}
            </Button>
            <span className="lk-announcements__pager-status" aria-live="polite">
              {t('notices.page', { page: shown.page, pages: shown.totalPages })}
            </span>
            <Button
              variant="ghost"
              disabled={shown.page >= shown.totalPages}
              onClick={() => setPage(shown.page + 1)}
            >
              {t('notices.nextPage')}
              <span aria-hidden="true"> ›</span>
            </Button>
          </nav>
        ) : null}
      </>
    );
  else if (isFirstLoad(state))
    body = (
      <div className="lk-announcements__loading">
        <span className="lk-sr-only" role="status">
          {t('notices.loading')}
        </span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height="44px" />
        ))}
      </div>
    );
  else if (state.errorCode)
    body = <ErrorState message={errorMessage(state.errorCode)} onRetry={() => void loadAnnouncements()} />;
  else
    body = (
      <div className="lk-announcements__empty">
        <p>{t('notices.empty')}</p>
        <Button
          variant="ghost"
          onClick={() => {
            close();
            navigate('/promotions');
          }}
        >
          {t('notices.emptyAction')}
        </Button>
      </div>
    );

  return (
    <Modal open title={t('notices.title')} onClose={close} minWidth={600}>
      {body}
    </Modal>
  );
}
