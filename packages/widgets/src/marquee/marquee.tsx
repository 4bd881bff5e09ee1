import { errorMessage, navigate } from '@lobbykit/sdk';
import { loadAnnouncements } from '@lobbykit/sdk/lobby';
import { showAnnouncements } from '../announcements/show-announcements';
import { isFirstLoad, useAnnouncements } from '../announcements/use-announcements';
import { Skeleton } from '../ui/skeleton';
import { useTranslate } from '../ui/use-translate';
import '../announcements/messages/notices-messages';

/** Seconds the scroll takes per character of notice text, so long and short lists read at one speed. */
const SECONDS_PER_CHARACTER = 0.22;
const MIN_DURATION_S = 16;

/**
 * The notice marquee of the home page (R3.11): the notices scroll by, stop under the pointer or the
 * keyboard focus, and a click opens the announcement popup at that notice. Under reduced motion
 * they stand still in a row the player scrolls.
 */
export function Marquee() {
  const t = useTranslate();
  const state = useAnnouncements();
  const notices = state.notices;
  if (notices.length === 0) {
    if (isFirstLoad(state))
      return (
        <div className="lk-marquee" aria-busy="true">
          <SpeakerIcon />
          <Skeleton width="70%" height="14px" />
          <span className="lk-sr-only" role="status">
            {t('notices.loading')}
          </span>
        </div>
      );
    return (
      <section className="lk-marquee lk-marquee--still" aria-label={t('notices.marquee')}>
        <SpeakerIcon />
        {state.errorCode ? (
          <>
            <p className="lk-marquee__message" role="alert">
              {errorMessage(state.errorCode)}
            </p>
            <button type="button" className="lk-marquee__action" onClick={() => void loadAnnouncements()}>
              {t('common.retry')}
            </button>
          </>
        ) : (
          <>
            <p className="lk-marquee__message">{t('notices.empty')}</p>
            <button type="button" className="lk-marquee__action" onClick={() => navigate('/promotions')}>
              {t('notices.emptyAction')}
            </button>
          </>
        )}
      </section>
    );
  }
  const characters = notices.reduce((sum, notice) => sum + notice.title.length, 0);
  const duration = Math.max(MIN_DURATION_S, Math.round(characters * SECONDS_PER_CHARACTER));
  const list = (copy: boolean) => (
    <ul
      className={copy ? 'lk-marquee__list lk-marquee__copy' : 'lk-marquee__list'}
      aria-hidden={copy ? 'true' : undefined}
    >
      {notices.map((notice) => (
        <li key={notice.id}>
          <button
            type="button"
            className="lk-marquee__notice"
            tabIndex={copy ? -1 : undefined}
            onClick={() => showAnnouncements({ noticeId: notice.id })}
          >
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="lk-marquee" aria-label={t('notices.marquee')}>
      <SpeakerIcon />
      <div className="lk-marquee__viewport">
        {/* Two copies side by side scroll as one endless ribbon; the second is for the eye only. */}
        <div className="lk-marquee__track" style={{ animationDuration: `${duration}s` }}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}

function SpeakerIcon() {
  return (
    <svg className="lk-marquee__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 10v4h4l5 4V6L8 10H4zm12.5-1.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </svg>
  );
}
