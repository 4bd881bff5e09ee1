import { $locale, navigate } from '@lobbykit/sdk';
import { loadWinners, startGame, WINNERS_SHOWN } from '@lobbykit/sdk/lobby';
import { useId } from 'react';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { failureText, useLoadable } from '../ui/use-loadable';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { type RankEntry, winnerGame } from './winner-game';
import { WinnerRow } from './winner-row';
import './messages/winners-messages';

export interface WinnersBoardProps {
  /** Another heading than 'Big winners'. */
  title?: string | undefined;
}

/**
 * The winners board of the home page (R2.79-R2.82): the top 3 on a podium in one column, places 4
 * to 6 in another, each with the masked name and the win in the merchant's currency; a click starts
 * the game that paid it.
 */
export function WinnersBoard({ title }: WinnersBoardProps) {
  const t = useTranslate();
  const language = useStore($locale);
  const headingId = useId();
  // The language is the key on purpose: game names come back in it.
  const [board, store] = useLoadable(loadWinners, language);
  const list = board.status === 'ready' ? board.data.slice(0, WINNERS_SHOWN) : [];

  const play = (entry: RankEntry) => {
    const game = winnerGame(entry);
    if (game) void startGame(game);
  };

  return (
    <section className="lk-winners" aria-labelledby={headingId} aria-busy={board.status === 'loading'}>
      <h2 className="lk-winners__title" id={headingId}>
        <TrophyIcon />
        <span>{title || t('winners.title')}</span>
      </h2>
      {board.status === 'loading' ? (
        <BoardSkeleton label={t('winners.loading')} />
      ) : board.status === 'failed' ? (
        <ErrorState message={failureText(board.failure, t('winners.error'))} onRetry={store.retry} />
      ) : list.length === 0 ? (
        <div className="lk-winners__empty">
          <p>{t('winners.empty')}</p>
          <Button variant="ghost" onClick={() => navigate('/hot')}>
            {t('winners.emptyAction')}
          </Button>
        </div>
      ) : (
        <div className="lk-winners__columns">
          <ol className="lk-winners__podium" aria-label={t('winners.topThree')}>
            {list.slice(0, 3).map((entry, index) => (
              <WinnerRow key={`${entry.vo.winTime}-${index}`} entry={entry} rank={index + 1} onPlay={play} />
            ))}
          </ol>
          {list.length > 3 ? (
            <ol className="lk-winners__list" start={4} aria-label={t('winners.runnersUp')}>
              {list.slice(3).map((entry, index) => (
                <WinnerRow
                  key={`${entry.vo.winTime}-${index}`}
                  entry={entry}
                  rank={index + 4}
                  onPlay={play}
                />
              ))}
            </ol>
          ) : null}
        </div>
      )}
    </section>
  );
}

function BoardSkeleton({ label }: { label: string }) {
  const row = (key: number, podium: boolean) => (
    <li
      key={key}
      className={podium ? 'lk-winner lk-winner--skeleton lk-winner--podium' : 'lk-winner lk-winner--skeleton'}
    >
      <Skeleton width={podium ? '40px' : '28px'} height={podium ? '40px' : '28px'} round />
      <span className="lk-winner__who">
        <Skeleton width="60%" height="14px" />
        <Skeleton width="80%" height="12px" />
      </span>
      <Skeleton width="72px" height="18px" />
    </li>
  );
  return (
    <div className="lk-winners__columns">
      <span className="lk-sr-only" role="status">
        {label}
      </span>
      <ul className="lk-winners__podium" aria-hidden="true">
        {[0, 1, 2].map((key) => row(key, true))}
      </ul>
      <ul className="lk-winners__list" aria-hidden="true">
        {[3, 4, 5].map((key) => row(key, false))}
      </ul>
    </div>
  );
}

function TrophyIcon() {
  return (
    <svg className="lk-winners__trophy" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M7 4h10v3a5 5 0 0 1-10 0V4zm0 1H4v2a3 3 0 0 0 3 3M17 5h3v2a3 3 0 0 1-3 3M12 12v4m-4 4h8l-1-4H9l-1 4z"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
    </svg>
  );
}
