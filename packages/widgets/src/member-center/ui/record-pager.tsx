import { useTranslate } from '../../ui/use-translate';
import '../messages/records-messages';

export const recordPagerCss = `
.lk-pager { display: flex; align-items: center; justify-content: center; gap: 12px; padding: 8px 0; }
.lk-pager__status { font-size: 13px; color: var(--lk-text-muted); font-variant-numeric: tabular-nums; }
.lk-pager button {
  min-width: 44px; min-height: 44px; border-radius: var(--lk-radius-sm); cursor: pointer;
  background: var(--lk-surface-2); color: var(--lk-text); border: 1px solid var(--lk-border); font-size: 18px;
}
.lk-pager button:disabled { opacity: 0.4; cursor: not-allowed; }
`;

interface RecordPagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
}

/** Previous and next through a record list's pages; nothing when everything fits on one page. */
export function RecordPager({ page, pages, onPage }: RecordPagerProps) {
  const t = useTranslate();
  if (pages <= 1) return null;
  return (
    <nav className="lk-pager" aria-label={t('memberRecords.pager.label')}>
      <button
        type="button"
        aria-label={t('memberRecords.pager.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ‹
      </button>
      <span className="lk-pager__status" aria-live="polite">
        {t('memberRecords.pager.status', { page, pages })}
      </span>
      <button
        type="button"
        aria-label={t('memberRecords.pager.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
