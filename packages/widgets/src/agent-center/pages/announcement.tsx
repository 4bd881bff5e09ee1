import { errorMessage } from '@lobbykit/sdk';
import { $announcements, loadAnnouncements, pageOf } from '@lobbykit/sdk/lobby';
import { useEffect, useRef, useState } from 'react';
import { AnnouncementItem } from '../../announcements/announcement-item';
import { announcementsCss } from '../../announcements/announcements.css';
import { RecordPager } from '../../member-center/ui/record-pager';
import { RecordsEmpty, RecordsSkeleton } from '../../member-center/ui/record-states';
import { withTokenDefaults } from '../../theme/tokens';
import { ErrorState } from '../../ui/error-state';
import { useOwnStyles } from '../../ui/use-own-styles';
import { useStore } from '../../ui/use-store';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { AgentPage } from './ui/agent-page';

const announcementsSheet = withTokenDefaults(announcementsCss);

/**
 * agentAnnouncement: the platform's announcements as the sdk loads them for the signed-in audience
 * (popups first, then the notices), 9 to a page (R4.45), each title opening its text (R4.46).
 */
export default function Announcement(_props: AgentCenterPageProps) {
  const t = useTranslate();
  const state = useStore($announcements);
  const list = useRef<HTMLDivElement>(null);
  useOwnStyles(list, announcementsSheet);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    setAsked(true);
    void loadAnnouncements();
  }, []);

  const entries = [
    ...state.popups.map((entry) => ({
      key: `popup-${entry.id}`,
      title: entry.title,
      content: entry.content,
    })),
    ...state.notices.map((entry) => ({
      key: `notice-${entry.id}`,
      title: entry.title,
      content: entry.content,
    })),
  ];
  const shown = pageOf(entries, page);
  const loading = !asked || (state.loading && entries.length === 0);

  return (
    <AgentPage page="agentAnnouncement" busy={loading}>
      <div ref={list}>
        {loading ? (
          <RecordsSkeleton label={t('agentPages.common.loading')} rows={3} />
        ) : state.errorCode && entries.length === 0 ? (
          <ErrorState message={errorMessage(state.errorCode)} onRetry={() => void loadAnnouncements()} />
        ) : entries.length === 0 ? (
          <RecordsEmpty
            text={t('agentPages.announcement.empty')}
            action={{
              label: t('agentPages.announcement.emptyAction'),
              onClick: () => void loadAnnouncements(),
            }}
          />
        ) : (
          <>
            <ul className="lk-announcements">
              {shown.items.map((entry, index) => {
                const expanded = open[entry.key] ?? (page === 1 && index === 0);
                return (
                  <AnnouncementItem
                    key={entry.key}
                    title={entry.title}
                    content={entry.content}
                    expanded={expanded}
                    onToggle={() => setOpen({ ...open, [entry.key]: !expanded })}
                  />
                );
              })}
            </ul>
            <RecordPager page={shown.page} pages={shown.totalPages} onPage={setPage} />
          </>
        )}
      </div>
    </AgentPage>
  );
}
