import type { GameItem } from '@lobbykit/sdk/lobby';
import { startGame, toggleFavourite } from '@lobbykit/sdk/lobby';
import { memo, useState } from 'react';
import { Skeleton } from '../ui/skeleton';
import { useTranslate } from '../ui/use-translate';
import './messages/games-messages';

interface GameCardProps {
  game: GameItem;
  isFavourite: boolean;
  /** Whether the favourite heart shows (never on a vendor entry, which is not a game). */
  showHeart?: boolean;
  /** Instead of the sdk's startGame (the winners board and stories pass their own). */
  onStart?: (game: GameItem) => void;
}

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.6-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
  </svg>
);

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
  >
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
  </svg>
);

/**
 * One game (R3.12): square art, the name on at most two lines, the favourite heart top-right and a
 * play overlay on hover or focus. Slots (RNG) show no play-now button (R3.14): the whole tile plays.
 * A VASSALAGE entry is a vendor: it looks like a vendor tile and opens the vendor's list (R3.13).
 */
function GameCardView({ game, isFavourite, showHeart = true, onStart = startGame }: GameCardProps) {
  const t = useTranslate();
  const [broken, setBroken] = useState(false);
  const name = game.displayName || game.gameName || game.nodeName;
  const vendor = game.isGame === 'VASSALAGE';
  const className = ['lk-card', vendor ? 'lk-card--vendor' : '', game.enabled ? '' : 'lk-card--off']
    .filter(Boolean)
    .join(' ');
  const icon = vendor ? game.lagerIcon || game.showIcon : game.showIcon || game.iconUrl;
  return (
    <div
      className={className}
      part="game-card"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
      data-name={name}
    >
      <button
        type="button"
        className="lk-card__tile"
        aria-label={t(vendor ? 'games.openVendor' : 'games.playGame', { name })}
        onClick={() => onStart(game)}
      >
        <span className="lk-card__art">
          <span className="lk-card__monogram" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
          {broken || !icon ? null : (
            // Decorative: the button's label and the name below it already say which game this is.
            <img src={icon} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />
          )}
          {vendor ? null : <span className="lk-card__vendor">{game.vassalage}</span>}
          {game.enabled ? null : <span className="lk-card__badge">{t('games.maintenance')}</span>}
          <span className="lk-card__play" aria-hidden="true">
            {game.gameType === 'RNG' || vendor ? (
              <span className="lk-card__play-icon">
                <PlayIcon />
              </span>
            ) : (
              <span className="lk-card__play-button">
                <PlayIcon />
                {t('games.play')}
              </span>
            )}
          </span>
        </span>
        <span className="lk-card__name">{name}</span>
      </button>
      {showHeart && !vendor ? (
        <button
          type="button"
          className="lk-card__heart"
          aria-pressed={isFavourite}
          aria-label={t(isFavourite ? 'games.removeFavourite' : 'games.addFavourite', { name })}
          onClick={() => toggleFavourite(game)}
        >
          <span>
            <HeartIcon filled={isFavourite} />
          </span>
        </button>
      ) : null}
    </div>
  );
}

/** Memoised: a virtual grid re-renders its window on scroll, and cards whose props did not change stay as they are. */
export const GameCard = memo(GameCardView);

/** A card's shape while its game is loading: the square art and two lines of name. */
export function GameCardSkeleton() {
  return (
    <div className="lk-card-skeleton" aria-hidden="true">
      <Skeleton height="auto" />
      <Skeleton width="80%" height="14px" />
    </div>
  );
}
