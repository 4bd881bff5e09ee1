import { Skeleton } from '../ui/skeleton';

/** Cards (or one detail) in the shape of what is coming, with the words for screen readers. */
export function PromotionsSkeleton({ label, detail }: { label: string; detail: boolean }) {
  const card = (key: number) => (
    <li key={key} className="lk-promo-card lk-promo-card--skeleton">
      <span className="lk-promo-card__banner">
        <Skeleton height="100%" />
      </span>
      <div className="lk-promo-card__body">
        <Skeleton width="72px" height="20px" round />
        <Skeleton width="70%" height="20px" />
        <Skeleton height="14px" />
        <Skeleton width="55%" height="14px" />
        <Skeleton width="96px" height="44px" />
      </div>
    </li>
  );
  return (
    <div className="lk-promo-skeleton">
      <span className="lk-sr-only" role="status">
        {label}
      </span>
      {detail ? (
        <div className="lk-promo-detail" aria-hidden="true">
          <Skeleton width="160px" height="20px" />
          <span className="lk-promo-detail__banner">
            <Skeleton height="100%" />
          </span>
          <Skeleton width="60%" height="28px" />
          <Skeleton height="14px" />
          <Skeleton width="80%" height="14px" />
        </div>
      ) : (
        <>
          <div className="lk-promo-tabs" aria-hidden="true">
            {[56, 72, 72, 96, 56].map((width, key) => (
              <Skeleton key={key} width={`${width}px`} height="36px" round />
            ))}
          </div>
          <ul className="lk-promo-grid" aria-hidden="true">
            {[0, 1, 2].map(card)}
          </ul>
        </>
      )}
    </div>
  );
}
