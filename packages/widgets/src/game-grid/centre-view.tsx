import { formatCount } from '@lobbykit/sdk';
import type { GameItem } from '@lobbykit/sdk/lobby';
import { $menus, loadMenus, startVendor } from '@lobbykit/sdk/lobby';
import { useEffect, useId, useState } from 'react';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';

interface CentreViewProps {
  gameType: GameItem['gameType'];
}

/**
 * A game centre (R2.10: /sports, /esports, /lott, /elott): the category's vendors as large cards;
 * each starts its vendor lobby through the sdk (login, trial and lottery rules included).
 */
export function CentreView({ gameType }: CentreViewProps) {
  const t = useTranslate();
  const titleId = useId();
  const menus = useStore($menus);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if ($menus.get() || attempt < 0) return;
    setFailed(false);
    loadMenus().catch(() => setFailed(true));
  }, [attempt]);

  const vendors = menus?.find((entry) => entry.gameCategory === gameType)?.vendors ?? [];
  const title = t(`games.category.${gameType}`);
  return (
    <section className="lk-centre" aria-labelledby={titleId}>
      <h2 id={titleId} className="lk-list__title" part="title">
        {title}
      </h2>
      {failed && !menus ? (
        <ErrorState message={t('games.loadError')} onRetry={() => setAttempt((count) => count + 1)} />
      ) : !menus ? (
        <div className="lk-centre__grid" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="120px" />
          ))}
        </div>
      ) : vendors.length === 0 ? (
        <div className="lk-state">
          <p>{t('games.emptyCentre')}</p>
        </div>
      ) : (
        <ul className="lk-centre__grid">
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button
                type="button"
                className="lk-vendor-card"
                aria-label={t('games.openVendor', { name: vendor.name })}
                onClick={() => void startVendor(vendor)}
              >
                <img src={vendor.logoUrl} alt="" loading="lazy" />
                <span className="lk-vendor-card__name">{vendor.name}</span>
                {/* A vendor that is one lobby (a sportsbook) has nothing to count. */}
                {vendor.gameCount > 1 ? (
                  <span className="lk-vendor-card__count">
                    {t('games.gameCount', { count: formatCount(vendor.gameCount) })}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
