import { formatDate } from '@lobbykit/sdk';
import { loadPromotionApplications } from '@lobbykit/sdk/promotions';
import { type ReactNode, useRef, useState } from 'react';
import { useMoney } from '../member-center/ui/use-currency';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { failureText, useLoadable } from '../ui/use-loadable';
import { useOwnStyles } from '../ui/use-own-styles';
import { useTranslate } from '../ui/use-translate';
import { BackLink } from './back-link';
import './messages/applications-messages';

const applicationsCss = `
.lk-apps { display: grid; gap: 12px; }
.lk-apps__title { margin: 0; font-size: 18px; font-weight: 700; }
.lk-apps__list { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-app { display: grid; gap: 6px; padding: 12px 16px; border-radius: var(--lk-radius); background: var(--lk-surface); border: 1px solid var(--lk-border); }
.lk-app__head { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
.lk-app__name { margin: 0; font-size: 15px; font-weight: 700; overflow-wrap: anywhere; }
.lk-app__meta, .lk-app__remark { margin: 0; font-size: 13px; color: var(--lk-text-muted); overflow-wrap: anywhere; }
.lk-app__outcome { margin: 0; font-weight: 600; }
.lk-app__outcome--APPROVED { color: var(--lk-success); }
.lk-app__outcome--REJECTED { color: var(--lk-danger); }
.lk-app__status { padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 700; white-space: nowrap; border: 1px solid currentColor; }
.lk-app__status--IN_PROCESS { color: var(--lk-warning); }
.lk-app__status--APPROVED { color: var(--lk-success); }
.lk-app__status--REJECTED { color: var(--lk-danger); }
.lk-apps__pager { display: flex; align-items: center; justify-content: center; gap: 12px; }
.lk-apps__pager button { min-width: 44px; min-height: 44px; border-radius: var(--lk-radius-sm); cursor: pointer; background: var(--lk-surface-2); color: var(--lk-text); border: 1px solid var(--lk-border); font-size: 18px; }
.lk-apps__pager button:disabled { opacity: 0.4; cursor: not-allowed; }
.lk-apps__pager button:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
`;

interface MyApplicationsProps {
  onBack: () => void;
}

/**
 * "My applications": the member's manual promotion applications, newest first, each with its
 * status (R4.74: In process, Approved, Rejected), remark, the bonus issued on approval and the
 * reviewer's reason on rejection.
 */
export default function MyApplications({ onBack }: MyApplicationsProps) {
  const t = useTranslate();
  const money = useMoney();
  const holder = useRef<HTMLDivElement>(null);
  useOwnStyles(holder, applicationsCss);
  const [pageNo, setPageNo] = useState(1);
  const [load, store] = useLoadable(() => loadPromotionApplications(pageNo), String(pageNo));

  let body: ReactNode;
  if (load.status === 'loading') {
    body = (
      <div aria-busy="true">
        <span className="lk-sr-only" role="status">
          {t('promotionsApplications.loading')}
        </span>
        <Skeleton height="88px" />
        <Skeleton height="88px" />
      </div>
    );
  } else if (load.status === 'failed') {
    body = (
      <ErrorState
        message={failureText(load.failure, t('promotionsApplications.error'))}
        onRetry={store.retry}
      />
    );
  } else if (load.data.list.length === 0) {
    body = (
      <div className="lk-promo-empty">
        <p>{t('promotionsApplications.empty')}</p>
      </div>
    );
  } else {
    const page = load.data;
    body = (
      <>
        <ul className="lk-apps__list">
          {page.list.map((application) => (
            <li key={application.id} className="lk-app">
              <div className="lk-app__head">
                <h4 className="lk-app__name">{application.promotionTitle}</h4>
                <span className={`lk-app__status lk-app__status--${application.status}`}>
                  {t(`promotionsApplications.status.${application.status}`)}
                </span>
              </div>
              <p className="lk-app__meta">
                {t('promotionsApplications.applied', {
                  date: formatDate(application.createdAt, { time: true }),
                })}
                {application.reviewedAt
                  ? ` · ${t('promotionsApplications.reviewed', { date: formatDate(application.reviewedAt, { time: true }) })}`
                  : ''}
                {` · ${t('promotionsApplications.images', { count: application.imageCount })}`}
              </p>
              <p className="lk-app__remark">
                {t('promotionsApplications.remark')}: {application.remark}
              </p>
              {application.status === 'APPROVED' && application.amount !== null ? (
                <p className="lk-app__outcome lk-app__outcome--APPROVED">
                  {t('promotionsApplications.bonus', { amount: money(application.amount) })}
                </p>
              ) : null}
              {application.status === 'REJECTED' ? (
                <p className="lk-app__outcome lk-app__outcome--REJECTED">
                  {application.rejectReason
                    ? t('promotionsApplications.reason', { reason: application.rejectReason })
                    : t('promotionsApplications.noReason')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        {page.totalPages > 1 ? (
          <nav className="lk-apps__pager" aria-label={t('promotionsApplications.pager')}>
            <button
              type="button"
              aria-label={t('promotionsApplications.previous')}
              disabled={page.pageNum <= 1}
              onClick={() => setPageNo(page.pageNum - 1)}
            >
              ‹
            </button>
            <span>{t('promotionsApplications.page', { page: page.pageNum, pages: page.totalPages })}</span>
            <button
              type="button"
              aria-label={t('promotionsApplications.next')}
              disabled={page.pageNum >= page.totalPages}
              onClick={() => setPageNo(page.pageNum + 1)}
            >
              ›
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div ref={holder} className="lk-apps" aria-busy={load.status === 'loading'}>
      <BackLink onBack={onBack} />
      <h3 className="lk-apps__title">{t('promotionsApplications.title')}</h3>
      {body}
    </div>
  );
}
