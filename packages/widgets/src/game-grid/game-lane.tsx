import { navigate } from '@lobbykit/sdk';
import type { GameItem } from '@lobbykit/sdk/lobby';
import { type ReactNode, useId, useRef } from 'react';
import { GameCard, GameCardSkeleton } from '../game-card/game-card';
import { useTranslate } from '../ui/use-translate';

interface GameLaneProps {
  title: string;
  games: readonly GameItem[];
  favouriteIds: readonly number[];
  showHeart: boolean;
  loading?: boolean;
  /** How many placeholders stand in while loading. */
  placeholders?: number;
  /** The title's 'more' link (R2.91) or the hot list's More (R2.89). */
  more?: string | null;
  /** R2.86: one row that pages sideways with previous and next buttons. */
  carousel?: boolean;
  /** Shown instead of cards when the lane has none (error, or an empty favourites carousel). */
  children?: ReactNode;
}

const Chevron = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </svg>
);

/** A home section: title, its 'more' link, and its games as a lane (sideways with snap on phones) or a carousel. */
export function GameLane({
  title,
  games,
  favouriteIds,
  showHeart,
  loading = false,
  placeholders = 6,
  more = null,
  carousel = false,
  children,
}: GameLaneProps) {
  const t = useTranslate();
  const titleId = useId();
  const track = useRef<HTMLUListElement>(null);
  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' });
  };
  const className = carousel ? 'lk-lane__track lk-lane__track--carousel' : 'lk-lane__track';
  return (
    <section className="lk-lane" aria-labelledby={titleId} aria-busy={loading}>
      <div className="lk-lane__head">
        <h2 id={titleId} className="lk-lane__title" part="title">
          {title}
        </h2>
        {carousel && games.length > 0 ? (
          <div className="lk-lane__pager">
            <button
              type="button"
              className="lk-icon-button"
              aria-label={t('games.previous')}
              onClick={() => page(-1)}
            >
              <Chevron back />
            </button>
            <button
              type="button"
              className="lk-icon-button"
              aria-label={t('games.next')}
              onClick={() => page(1)}
            >
              <Chevron />
            </button>
          </div>
        ) : null}
        {more ? (
          <button
            type="button"
            className="lk-lane__more"
            aria-label={t('games.moreOf', { section: title })}
            onClick={() => navigate(more)}
          >
            {t('games.more')}
            <Chevron />
          </button>
        ) : null}
      </div>
      {loading && games.length === 0 ? (
        <div className={className}>
          {Array.from({ length: placeholders }, (_, index) => (
            <GameCardSkeleton key={index} />
          ))}
        </div>
      ) : children ? (
        children
      ) : (
        <ul className={className} part="grid" ref={track} aria-labelledby={titleId}>
          {games.map((game) => (
            <li className="lk-grid__cell" key={game.nodeId}>
              <GameCard game={game} isFavourite={favouriteIds.includes(game.nodeId)} showHeart={showHeart} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
