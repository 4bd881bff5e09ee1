import { $session, formatDate } from '@lobbykit/sdk';
import type { Promotion } from '@lobbykit/sdk/promotions';
import { useEffect, useId, useRef } from 'react';
import { SanitizedHtml } from '../announcements/sanitized-html';
import { useMoney } from '../member-center/ui/use-currency';
import { useOwnStyles } from '../ui/use-own-styles';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { BackLink } from './back-link';
import { CalendarIcon } from './promotion-card';
import { promotionDetailCss } from './promotion-detail.css';
import { bonusText, periodText } from './promotion-facts';
import { PromotionProgress } from './promotion-progress';
import { PromotionNoticeLine, StatusButton } from './status-button';
import type { PromotionActions } from './use-promotion-actions';

interface PromotionDetailProps {
  promotion: Promotion;
  actions: PromotionActions;
  onBack: () => void;
}

/**
 * One promotion (R2.19): its banner, what it pays and asks, the member's progress and button, and
 * the operator's terms made inert by DOMPurify (loaded on first use); a link back to the list (R2.20).
 */
export default function PromotionDetail({ promotion, actions, onBack }: PromotionDetailProps) {
  const t = useTranslate();
  const money = useMoney();
  const viewer = useStore($session);
  const view = { t, money, viewer };
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useOwnStyles(heading, promotionDetailCss);
  // Whoever opened the detail (a click, a banner, a hash) lands on its title.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const bonus = bonusText(promotion, t, money);
  const mine = promotion.mine;
  return (
    <article className="lk-promo-detail" aria-labelledby={headingId}>
      <BackLink onBack={onBack} />
      <img className="lk-promo-detail__banner" src={promotion.bannerUrl} alt="" width={1200} height={400} />
      <div className="lk-promo-detail__head">
        <span className="lk-promo-chip">{t(`promotions.type.${promotion.type}`)}</span>
        <h2 className="lk-promo-detail__title" id={headingId} ref={heading} tabIndex={-1}>
          {promotion.title}
        </h2>
        <p className="lk-promo-period">
          <CalendarIcon />
          {periodText(promotion, t)}
        </p>
        <p className="lk-promo-detail__summary">{promotion.summary}</p>
      </div>
      <div className="lk-promo-detail__panel">
        {bonus ? (
          <dl className="lk-promo-facts">
            <dt>{t('promotions.bonus')}</dt>
            <dd className="lk-money lk-promo-facts__bonus">{bonus}</dd>
          </dl>
        ) : null}
        {promotion.bonus.turnoverMultiple > 0 ? (
          <p className="lk-promo-muted">
            {t('promotions.turnoverMultiple', { multiple: promotion.bonus.turnoverMultiple })}
          </p>
        ) : null}
        <PromotionProgress promotion={promotion} view={view} />
        {mine?.periodEndsAt ? (
          <p className="lk-promo-muted">
            {t('promotions.periodEnds', { date: formatDate(mine.periodEndsAt, { time: true }) })}
          </p>
        ) : null}
        {mine?.status === 'rejected' ? (
          <p className="lk-promo-notice lk-promo-notice--error">
            {mine.rejectReason
              ? t('promotions.rejectedBecause', { reason: mine.rejectReason })
              : t('promotions.rejected')}
          </p>
        ) : null}
        <div className="lk-promo-detail__action">
          <StatusButton promotion={promotion} actions={actions} view={view} />
        </div>
        <PromotionNoticeLine promotion={promotion} actions={actions} />
      </div>
      <section className="lk-promo-terms" aria-label={t('promotions.terms')}>
        <h3>{t('promotions.terms')}</h3>
        <SanitizedHtml html={promotion.terms} className="lk-promo-terms__body" />
      </section>
    </article>
  );
}
