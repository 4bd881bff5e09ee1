import type { Promotion } from '@lobbykit/sdk/promotions';
import { bonusText, type PromotionView, periodText, promotionRef } from './promotion-facts';
import { PromotionProgress } from './promotion-progress';
import { PromotionNoticeLine, StatusButton } from './status-button';
import type { PromotionActions } from './use-promotion-actions';

interface PromotionCardProps {
  promotion: Promotion;
  actions: PromotionActions;
  onOpen: (ref: string) => void;
  view: PromotionView;
}

/**
 * One promotion in the list: banner, type, title, what it pays, when it runs, its progress and its
 * button. No hooks (the list reads the stores once for all cards); the banner loads and decodes off
 * the main thread, in its 3:1 box, when it comes near the screen.
 */
export function PromotionCard({ promotion, actions, onOpen, view }: PromotionCardProps) {
  const { t, money } = view;
  const ref = promotionRef(promotion);
  const open = (event: MouseEvent) => {
    event.preventDefault();
    onOpen(ref);
  };
  const bonus = bonusText(promotion, t, money);
  return (
    <li className="lk-promo-card" data-promotion={promotion.code}>
      <span className="lk-promo-card__banner">
        <img src={promotion.bannerUrl} alt="" loading="lazy" decoding="async" width={1200} height={400} />
      </span>
      <div className="lk-promo-card__body">
        <div className="lk-promo-card__meta">
          <span className="lk-promo-chip">{t(`promotions.type.${promotion.type}`)}</span>
          {bonus ? <span className="lk-promo-card__bonus lk-money">{bonus}</span> : null}
        </div>
        <h3 className="lk-promo-card__title">
          <a href={`#${ref}`} onClick={open}>
            {promotion.title}
          </a>
        </h3>
        <p className="lk-promo-card__summary">{promotion.summary}</p>
        <p className="lk-promo-period">
          <CalendarIcon />
          {periodText(promotion, t)}
        </p>
        <PromotionProgress promotion={promotion} view={view} compact />
        <div className="lk-promo-card__footer">
          <StatusButton promotion={promotion} actions={actions} view={view} />
          <a
            className="lk-promo-link"
            href={`#${ref}`}
            aria-label={t('promotions.detailsOf', { title: promotion.title })}
            onClick={open}
          >
            {t('promotions.details')}
          </a>
        </div>
        <PromotionNoticeLine promotion={promotion} actions={actions} />
      </div>
    </li>
  );
}

export function CalendarIcon() {
  return (
    <svg className="lk-promo-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M5 6h14v14H5zM5 10h14M9 4v4M15 4v4"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
