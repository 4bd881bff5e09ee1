import { $session, errorMessage, failureOf, formatDate, navigate, openModal } from '@lobbykit/sdk';
import {
  type LotteryGame,
  type LotteryMenu,
  type LotteryResults,
  launchLottery,
  loadLotteryMenus,
  loadLotteryResults,
  loadPrizeMode,
} from '@lobbykit/sdk/lobby';
import { useCallback, useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
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

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; errorCode: string };

const failure = (error: unknown) => ({ status: 'error' as const, errorCode: failureOf(error).errorCode });

/**
 * The lottery lobby of spec section 7: the lotteries on offer, the chosen one's current draw with a
 * countdown, its latest opened numbers (and a VN draw's prize table), and Bet now, which opens the
 * lottery in the game frame. The routes need a login (R2.15); a guest sees the login prompt.
 */
export function LotteryLobby({ kind = 'lottery', gameCode }: LotteryLobbyProps) {
  const t = useTranslate();
  const session = useStore($session);
  const titleId = useId();
  const [menus, setMenus] = useState<Load<LotteryMenu[]>>({ status: 'loading' });
  const [results, setResults] = useState<Load<LotteryResults>>({ status: 'loading' });
  const [chosen, setChosen] = useState<string | null>(gameCode ?? null);
  const [round, setRound] = useState(0);

  useEffect(() => setChosen(gameCode ?? null), [gameCode]);

  useEffect(() => {
    if (!session.isLogin || round < 0) return;
    let current = true;
    loadLotteryMenus(kind).then(
      (value) => current && setMenus({ status: 'ready', value }),
      (error: unknown) => current && setMenus(failure(error)),
    );
    return () => {
      current = false;
    };
  }, [kind, session.isLogin, round]);

  const games = menus.status === 'ready' ? menus.value.flatMap((menu) => menu.games) : [];
  const game =
    games.find((entry) => entry.gameCode.toLowerCase() === chosen?.toLowerCase()) ?? games[0] ?? null;

  useEffect(() => {
    if (!game) return;
    let current = true;
    setResults({ status: 'loading' });
    loadLotteryResults(kind, game).then(
      (value) => current && setResults({ status: 'ready', value }),
      (error: unknown) => current && setResults(failure(error)),
    );
    return () => {
      current = false;
    };
  }, [kind, game]);

  const reload = useCallback(() => setRound((count) => count + 1), []);

  async function bet(view: 'betting' | 'lobby') {
    if (!game) return;
    const prizeMode = game.prizeMode ?? (await loadPrizeMode().catch(() => 'LOTT'));
    await launchLottery(kind, game, prizeMode, view);
  }

  const title = t(`lottery.title.${kind}`);
  const head = (
    <h2 id={titleId} className="lk-lotto__title">
      {title}
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
  if (menus.status === 'error') {
    return (
      <section className="lk-lotto" aria-labelledby={titleId}>
        {head}
        <ErrorState message={`${t('lottery.error')} ${errorMessage(menus.errorCode)}`} onRetry={reload} />
      </section>
    );
  }
  if (menus.status === 'loading') {
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
          {menus.value.map((menu) => (
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
          <Results results={results} onRetry={reload} />
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

function Results({ results, onRetry }: { results: Load<LotteryResults>; onRetry: () => void }) {
  const t = useTranslate();
  if (results.status === 'loading') return <Skeleton height="160px" />;
  if (results.status === 'error') return <ErrorState message={t('lottery.error')} onRetry={onRetry} />;
  const [latest, ...older] = results.value.draws;
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
          {results.value.prizes.length > 0 ? (
            <table className="lk-lotto__prizes">
              <caption>{t('lottery.prizeTable')}</caption>
              <tbody>
                {results.value.prizes.map((row) => (
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
