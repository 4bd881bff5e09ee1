import { type Promotion, promotionProgressShare } from '@lobbykit/sdk/promotions';
import type { PromotionView } from './promotion-facts';

/** A turnover or deposit promotion's progress: a bar with the numbers in words. Nothing where nothing counts. */
export function PromotionProgress({
  promotion,
  view: { t, money },
  compact = false,
}: {
  promotion: Promotion;
  view: PromotionView;
  compact?: boolean;
}) {
  const share = promotionProgressShare(promotion);
  const progress = promotion.mine?.progress;
  if (share === null || !progress) return null;
  const left = Math.max(0, Math.round((progress.required - progress.done) * 100) / 100);
  return (
    <div className="lk-promo-progress">
      <div className="lk-promo-progress__top">
        <span>{t('promotions.progress')}</span>
        <span className="lk-money">
          {t('promotions.progressDone', {
            done: money(Math.min(progress.done, progress.required)),
            required: money(progress.required),
          })}
        </span>
      </div>
      <div
        className="lk-promo-progress__track"
        role="progressbar"
        aria-label={t('promotions.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={t('promotions.progressDone', {
          done: money(Math.min(progress.done, progress.required)),
          required: money(progress.required),
        })}
      >
        <div className="lk-promo-progress__bar" style={{ width: `${share * 100}%` }} />
      </div>
      {compact ? null : (
        <p className="lk-promo-muted">
          {share >= 1 ? t('promotions.progressMet') : t('promotions.progressLeft', { left: money(left) })}
        </p>
      )}
    </div>
  );
}
