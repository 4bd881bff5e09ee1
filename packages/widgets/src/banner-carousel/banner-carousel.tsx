import { errorMessage, navigate } from '@lobbykit/sdk';
import type { bannerGroup } from '@lobbykit/sdk/lobby';
import { loadAnnouncements } from '@lobbykit/sdk/lobby';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { isFirstLoad, useAnnouncements } from '../announcements/use-announcements';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { useTranslate } from '../ui/use-translate';
import { BannerTrack } from './banner-track';
import './messages/banners-messages';

export interface BannerCarouselProps {
  /** The banner group (R3.09): the home carousel by default, `w_leftmenu` in the side menu (R2.67). */
  groupName?: v.InferOutput<typeof bannerGroup> | undefined;
}

/** The operator's banners of one group from the sdk's announcements, as a carousel. */
export function BannerCarousel({ groupName = 'w_home' }: BannerCarouselProps) {
  const t = useTranslate();
  const state = useAnnouncements();
  const banners = state.banners.filter((banner) => banner.groupName === groupName);
  let body: ReactNode;
  if (banners.length > 0) body = <BannerTrack banners={banners} />;
  else if (isFirstLoad(state))
    // The dots' row is held too (a group has several banners, as a rule), so the page under the
    // carousel does not drop when they come (a layout shift).
    body = (
      <>
        <div className="lk-banners__viewport">
          <span className="lk-skeleton lk-banners__skeleton" aria-hidden="true" />
          <span className="lk-sr-only" role="status">
            {t('banners.loading')}
          </span>
        </div>
        <div className="lk-banners__dots lk-banners__dots--pending" aria-hidden="true" />
      </>
    );
  else if (state.errorCode)
    body = (
      <div className="lk-banners__panel">
        <ErrorState message={errorMessage(state.errorCode)} onRetry={() => void loadAnnouncements()} />
      </div>
    );
  else
    body = (
      <div className="lk-banners__panel lk-banners__empty">
        <p>{t('banners.empty')}</p>
        <Button variant="ghost" onClick={() => navigate('/promotions')}>
          {t('banners.emptyAction')}
        </Button>
      </div>
    );
  return (
    <section className="lk-banners" aria-roledescription="carousel" aria-label={t('banners.label')}>
      {body}
    </section>
  );
}
