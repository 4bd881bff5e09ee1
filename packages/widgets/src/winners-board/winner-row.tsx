import { formatMoney } from '@lobbykit/sdk';
import { useTranslate } from '../ui/use-translate';
import type { RankEntry } from './winner-game';

const PLACES = { 1: 'winners.first', 2: 'winners.second', 3: 'winners.third' } as const;

interface WinnerRowProps {
  entry: RankEntry;
  /** 1-based place on the board. */
  rank: number;
  onPlay: (entry: RankEntry) => void;
}

/**
 * One win: the place (a medal with its number and its name for the top 3, so colour is never the
 * only sign), the masked name, the game, and the amount with the server's currency symbol (R2.81).
 */
export function WinnerRow({ entry, rank, onPlay }: WinnerRowProps) {
  const t = useTranslate();
  const { vo } = entry;
  // The server's symbol: the board may list a currency the page's merchant does not price in.
  const amount = `${vo.currencySymbol}${formatMoney(vo.winAmount)}`;
  const podium = rank <= 3 ? PLACES[rank as 1 | 2 | 3] : null;
  return (
    <li className={podium ? `lk-winner lk-winner--podium lk-winner--${rank}` : 'lk-winner'}>
      <button
        type="button"
        className="lk-winner__button"
        aria-label={t('winners.play', { game: vo.gameName, name: vo.customerName, amount })}
        onClick={() => onPlay(entry)}
      >
        {podium ? (
          <span className="lk-winner__medal" title={t(podium)}>
            <svg viewBox="0 0 40 40" aria-hidden="true">
              <path d="M12 2h6l3 9h-6zM28 2h-6l-3 9h6z" className="lk-winner__ribbon" />
              <circle cx="20" cy="24" r="13" className="lk-winner__disc" />
              <circle cx="20" cy="24" r="9.5" className="lk-winner__rim" />
              <text x="20" y="29" textAnchor="middle" className="lk-winner__number">
                {rank}
              </text>
            </svg>
          </span>
        ) : (
          <span className="lk-winner__rank" aria-hidden="true">
            {rank}
          </span>
        )}
        <span className="lk-winner__who">
          <span className="lk-winner__name">{vo.customerName}</span>
          <span className="lk-winner__game">{t('winners.wonIn', { game: vo.gameName })}</span>
        </span>
        <span className="lk-winner__amount lk-money">{amount}</span>
      </button>
    </li>
  );
}
