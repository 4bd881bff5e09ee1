import { $session, errorMessage, formatDate, navigate, openModal } from '@lobbykit/sdk';
import {
  type LotteryGame,
  type LotteryKind,
  launchLottery,
  loadLotteryMenus,
  loadLotteryResults,
  loadPrizeMode,
} from '@lobbykit/sdk/lobby';
import { type ReactNode, useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { useLoadable } from '../ui/use-loadable';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { DrawCountdown } from './draw-countdown';
import './messages/lottery-messages';

export const lotteryLobbyProps = v.object({
  /** /lottery, /seaLottery or /vnLottery. */
  kind: v.optional(v.picklist(['lottery', 'sea', 'vn']), 'lottery'),
  /** The route's gameCode query (R2.14): the lottery shown first. */
  gameCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});

/** What a host passes; `kind` defaults to lottery. */
export type LotteryLobbyProps = v.InferInput<typeof lotteryLobbyProps>;

/**
 * The lottery lobby of spec section 7: the lotteries on offer, the chosen one's current draw with a
 * countdown, its latest opened numbers (and a VN draw's prize table), and Bet now, which opens the
 * lottery in the game frame. The routes need a login (R2.15); a guest sees the login prompt.
 */
export function LotteryLobby({ kind = 'lottery', gameCode }: LotteryLobbyProps) {
  const t = useTranslate();
  const session = useStore($session);
  const titleId = useId();
  const head = (
    <h2 id={titleId} className="lk-lotto__title">
      {t(`lottery.title.${kind}`)}
    </h2>
  );

  if (!session.isLogin) {
    return (
      <section className="lk-lotto" aria-labelledby={titleId}>
        {head}
        <div className="lk-state">
          <p>{t('lottery.loginPrompt')}</p>
          <Button onClick={() => openModal('login')}>{t('lottery.login')}</Button>
        </div>
      </section>
    );
  }
  return <Lobby kind={kind} gameCode={gameCode} titleId={titleId} head={head} />;
}

interface LobbyProps {
  kind: LotteryKind;
  gameCode: string | undefined;
  titleId: string;
  head: ReactNode;
}

/**
 * A member's lobby: the menus are a `loadable()` store (asked on mount, on a new kind and on
 * `retry`, which a draw and a retry button call), kept on show while they load again. The results
 * follow the chosen game of the newest menus answer, so a reload reloads them too.
 */
function Lobby({ kind, gameCode, titleId, head }: LobbyProps) {
  const t = useTranslate();
  const [menus, menusStore] = useLoadable(() => loadLotteryMenus(kind), kind);
  const [chosen, setChosen] = useState<string | null>(gameCode ?? null);

  useEffect(() => setChosen(gameCode ?? null), [gameCode]);

  const list = menus.status === 'failed' ? undefined : menus.data;
  const games = list?.flatMap((menu) => menu.games) ?? [];
  const game =
    games.find((entry) => entry.gameCode.toLowerCase() === chosen?.toLowerCase()) ?? games[0] ?? null;
  const reload = menusStore.retry;

  async function bet(view: 'betting' | 'lobby') {
    if (!game) return;
    const prizeMode = game.prizeMode ?? (await loadPrizeMode().catch(() => 'LOTT'));
    await launchLottery(kind, game, prizeMode, view);
  }

  if (menus.status === 'failed') {
    return (
      <section className="lk-lotto" aria-labelledby={titleId}>
        {head}
        <ErrorState
          message={`${t('lottery.error')} ${errorMessage(menus.failure.errorCode)}`}
          onRetry={reload}
        />
      </section>
    );
  }
  if (!list) {
    return (
      <section className="lk-lotto" aria-labelledby={titleId} aria-busy="true">
        {head}
        <div className="lk-lotto__layout">
          <Skeleton height="220px" />
          <Skeleton height="220px" />
        </div>
      </section>
    );
  }
  if (!game) {
    return (
      <section className="lk-lotto" aria-labelledby={titleId}>
        {head}
        <div className="lk-state">
          <p>{t('lottery.empty')}</p>
          <Button variant="ghost" onClick={() => navigate('/')}>
            {t('lottery.backHome')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="lk-lotto" aria-labelledby={titleId}>
      {head}
      <div className="lk-lotto__layout">
        <nav className="lk-lotto__menu" aria-label={t('lottery.games')}>
          {list.map((menu) => (
            <div key={menu.name || 'all'} className="lk-lotto__group">
              {menu.name ? <h3 className="lk-lotto__group-name">{menu.name}</h3> : null}
              <ul>
                {menu.games.map((entry) => (
                  <li key={entry.gameCode}>
                    <button
                      type="button"
                      className="lk-lotto__game"
                      aria-current={entry.gameCode === game.gameCode ? 'true' : undefined}
                      onClick={() => setChosen(entry.gameCode)}
                    >
                      {entry.gameName}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="lk-lotto__main">
          <CurrentDraw
            game={game}
            onDrawn={reload}
            onBet={() => void bet('betting')}
            onLobby={() => void bet('lobby')}
          />
          <Results kind={kind} game={game} onRetry={reload} />
        </div>
      </div>
    </section>
  );
}

interface CurrentDrawProps {
  game: LotteryGame;
  onDrawn: () => void;
  onBet: () => void;
  onLobby: () => void;
}

function CurrentDraw({ game, onDrawn, onBet, onLobby }: CurrentDrawProps) {
  const t = useTranslate();
  return (
    <div className="lk-lotto__draw">
      <div className="lk-lotto__draw-head">
        <h3>{game.gameName}</h3>
        <p className="lk-lotto__muted">
          {t('lottery.currentDraw')}
          {game.currentIssueNo ? ` · ${t('lottery.issue', { issue: game.currentIssueNo })}` : ''}
        </p>
        {game.intervalMinutes ? (
          <p className="lk-lotto__muted">{t('lottery.every', { minutes: game.intervalMinutes })}</p>
        ) : null}
      </div>
      <p className="lk-lotto__label">{t('lottery.closesIn')}</p>
      <DrawCountdown key={game.nextDrawTime} nextDrawTime={game.nextDrawTime} onDrawn={onDrawn} />
      <div className="lk-lotto__actions">
        <Button onClick={onBet}>{t('lottery.betNow')}</Button>
        <Button variant="ghost" onClick={onLobby}>
          {t('lottery.openLobby')}
        </Button>
      </div>
    </div>
  );
}

function Balls({ numbers }: { numbers: string }) {
  return (
    <span className="lk-lotto__balls">
      {numbers.split('').map((digit, index) => (
        <span key={index} className="lk-lotto__ball">
          {digit}
        </span>
      ))}
    </span>
  );
}

interface ResultsProps {
  kind: LotteryKind;
  game: LotteryGame;
  /** Reloads the menus, and with their answer's game these results. */
  onRetry: () => void;
}

/**
 * The game's latest draws, a `loadable()` store keyed by the game object itself: a new menus answer
 * (after a draw, or a retry) or another chosen lottery asks again, and an answer for a game no
 * longer shown is dropped.
 */
function Results({ kind, game, onRetry }: ResultsProps) {
  const t = useTranslate();
  const [results] = useLoadable(() => loadLotteryResults(kind, game), game);
  if (results.status === 'loading') return <Skeleton height="160px" />;
  if (results.status === 'failed') return <ErrorState message={t('lottery.error')} onRetry={onRetry} />;
  const [latest, ...older] = results.data.draws;
  return (
    <div className="lk-lotto__results">
      <h3>{t('lottery.latest')}</h3>
      {latest ? (
        <>
          <div className="lk-lotto__latest">
            <Balls numbers={latest.numbers} />
            <p className="lk-lotto__muted">
              {t('lottery.latestOf', {
                issue: latest.issueNo,
                time: formatDate(latest.drawTime, { time: true }),
              })}
            </p>
          </div>
          {results.data.prizes.length > 0 ? (
            <table className="lk-lotto__prizes">
              <caption>{t('lottery.prizeTable')}</caption>
              <tbody>
                {results.data.prizes.map((row) => (
                  <tr key={row.prize}>
                    <th scope="row">{row.prize}</th>
                    <td>{row.numbers.join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {older.length > 0 ? (
            <ol className="lk-lotto__history">
              {older.map((draw) => (
                <li key={draw.issueNo}>
                  <span className="lk-lotto__muted">{draw.issueNo}</span>
                  <strong>{draw.numbers}</strong>
                </li>
              ))}
            </ol>
          ) : null}
        </>
      ) : (
        <p className="lk-lotto__muted">{t('lottery.noResults')}</p>
      )}
    </div>
  );
}
