import { failureOf, formatDate } from '@lobbykit/sdk';
import {
  canClaimMission,
  claimMission,
  loadMissionLeaderboard,
  loadMissionSummary,
  type Mission,
  type MissionLeaderboard,
  type MissionSummary,
  missionRefusal,
  type SignInTask,
  signInCalendar,
  signInForToday,
} from '@lobbykit/sdk/member-center';
import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { Button, buttonCss } from '../../ui/button';
import { ErrorState, errorStateCss } from '../../ui/error-state';
import { Skeleton, skeletonCss } from '../../ui/skeleton';
import { useOwnStyles } from '../../ui/use-own-styles';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { type ActionNotice, ActionNoticeLine } from '../ui/action-notice';
import { recordCardsCss } from '../ui/record-cards.css';
import { Fact, RecordsEmpty } from '../ui/record-states';
import { useMoney } from '../ui/use-money';
import { type RecordLoad, recordFailureText, useRecordLoad } from '../ui/use-record-load';
// The page titles are the navigation's own words (memberCenter.nav), registered by the shell.
import '../messages/member-center-messages';
import '../messages/missions-messages';

// The record cards' look without the record pages' date picker and pager, which this page has not.
const missionsCss = `${buttonCss}${skeletonCss}${errorStateCss}${recordCardsCss}
.lk-missions { display: grid; gap: 16px; }
.lk-missions__section { display: grid; gap: 12px; }
.lk-missions__heading { margin: 0; font-size: 16px; font-weight: 700; }
.lk-missions__muted { margin: 0; color: var(--lk-text-muted); font-size: 13px; }
.lk-signin { display: grid; gap: 12px; padding: 16px; border-radius: var(--lk-radius); background: var(--lk-surface); border: 1px solid var(--lk-border); }
.lk-signin__days { display: grid; grid-template-columns: repeat(auto-fill, minmax(72px, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
.lk-signin__day { display: grid; gap: 2px; justify-items: center; padding: 8px 4px; border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); border: 1px solid var(--lk-border); font-size: 12px; text-align: center; }
.lk-signin__day strong { font-size: 14px; font-variant-numeric: tabular-nums; }
.lk-signin__day--signed { border-color: var(--lk-success); color: var(--lk-success); }
.lk-signin__day--today { border-color: var(--lk-primary); box-shadow: 0 0 0 1px var(--lk-primary); }
.lk-board { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.lk-board th, .lk-board td { padding: 8px; text-align: start; border-bottom: 1px solid var(--lk-border); }
.lk-board th { font-size: 12px; color: var(--lk-text-muted); font-weight: 600; }
.lk-board td:nth-child(n+3), .lk-board th:nth-child(n+3) { text-align: end; }
.lk-board__me { margin: 0; padding: 12px 16px; border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); font-weight: 600; }
`;

/** A part of the page: skeleton cards while loading, the failure with Try again, else its content. */
function LoadView<T>({
  state,
  onRetry,
  children,
}: {
  state: RecordLoad<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslate();
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={onRetry} />;
  if (state.status === 'ready') return <>{children(state.data)}</>;
  return (
    <div className="lk-records__list">
      <span className="lk-sr-only" role="status">
        {t('missions.loading')}
      </span>
      {[0, 1].map((row) => (
        <div key={row} className="lk-record" aria-hidden="true">
          <Skeleton width="55%" height="16px" />
          <Skeleton height="12px" />
          <Skeleton width="35%" height="12px" />
        </div>
      ))}
    </div>
  );
}

/** A refusal in the player's words: the mission rule it names, else the generic failure line. */
function useFailureText() {
  const t = useTranslate();
  return (error: unknown) => {
    const refusal = missionRefusal(error);
    return refusal ? t(`missions.refusal.${refusal}`) : recordFailureText(failureOf(error));
  };
}

function SignInCard({ task, busy, onSignIn }: { task: SignInTask; busy: boolean; onSignIn: () => void }) {
  const t = useTranslate();
  const money = useMoney();
  const headingId = useId();
  return (
    <section className="lk-signin" aria-labelledby={headingId}>
      <h3 className="lk-missions__heading" id={headingId}>
        {task.title || t('missions.signIn.heading')}
      </h3>
      {task.description ? <p className="lk-missions__muted">{task.description}</p> : null}
      <p className="lk-missions__muted" role="status">
        {t('missions.signIn.streak', { days: task.streak })}
      </p>
      <ol className="lk-signin__days">
        {signInCalendar(task).map((day) => (
          <li key={day.day} className={`lk-signin__day lk-signin__day--${day.state}`}>
            <span>{t('missions.signIn.day', { day: day.day })}</span>
            <strong>{money(day.reward)}</strong>
            <span>{t(`missions.signIn.dayState.${day.state}`)}</span>
          </li>
        ))}
      </ol>
      <div className="lk-record__actions">
        <Button loading={busy} disabled={task.signedToday || busy} onClick={onSignIn}>
          {task.signedToday
            ? t('missions.signIn.done')
            : t('missions.signIn.button', { amount: money(task.todayReward) })}
        </Button>
      </div>
    </section>
  );
}

function MissionCard({
  mission,
  claiming,
  onClaim,
}: {
  mission: Mission;
  claiming: number | null;
  onClaim: (mission: Mission) => void;
}) {
  const t = useTranslate();
  const money = useMoney();
  const figure = (value: number) => (mission.unit === 'money' ? money(value) : String(value));
  const tone =
    mission.status === 'claimable' ? 'lk-badge--wait' : mission.status === 'claimed' ? 'lk-badge--ok' : '';
  return (
    <li className="lk-record">
      <div className="lk-record__head">
        <h4 className="lk-record__name">{mission.title}</h4>
        <span className={`lk-badge ${tone}`}>{t(`missions.status.${mission.status}`)}</span>
      </div>
      {mission.description ? <p className="lk-record__body">{mission.description}</p> : null}
      <div
        className="lk-progress"
        role="progressbar"
        aria-label={t('missions.progress', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.percent}
        aria-valuetext={`${mission.percent}%`}
      >
        <div className="lk-progress__bar" style={{ width: `${mission.percent}%` }} />
      </div>
      <dl className="lk-record__facts">
        <Fact label={t(`missions.period.${mission.period}`)}>
          {t('missions.progressOf', { done: figure(mission.done), target: figure(mission.target) })}
        </Fact>
        <Fact label={t('missions.reward')} tone="win">
          {money(mission.reward)}
        </Fact>
        <Fact label={t('missions.leaderboard.points')}>
          {t('missions.points', { points: mission.points })}
        </Fact>
      </dl>
      {mission.periodEndsAt && mission.status !== 'expired' ? (
        <span className="lk-record__meta">
          {t('missions.resets', { date: formatDate(mission.periodEndsAt, { time: true }) })}
        </span>
      ) : null}
      {canClaimMission(mission) ? (
        <div className="lk-record__actions">
          <Button
            loading={claiming === mission.id}
            disabled={claiming !== null}
            aria-label={t('missions.claimNamed', { title: mission.title })}
            onClick={() => onClaim(mission)}
          >
            {t('missions.claim')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function Leaderboard({ board }: { board: MissionLeaderboard }) {
  const t = useTranslate();
  return (
    <>
      <p className="lk-missions__muted">{t('missions.leaderboard.intro', { month: board.periodLabel })}</p>
      {board.list.length === 0 ? (
        <RecordsEmpty text={t('missions.leaderboard.empty')} />
      ) : (
        <table className="lk-board">
          <thead>
            <tr>
              <th scope="col">{t('missions.leaderboard.rank')}</th>
              <th scope="col">{t('missions.leaderboard.player')}</th>
              <th scope="col">{t('missions.leaderboard.points')}</th>
              <th scope="col">{t('missions.leaderboard.missions')}</th>
            </tr>
          </thead>
          <tbody>
            {board.list.map((row, index) => (
              <tr key={`${row.rank}-${row.customerName}-${index}`}>
                <td>{row.rank}</td>
                <td>{row.customerName}</td>
                <td>{row.points}</td>
                <td>{row.missions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="lk-board__me">
        {board.me.rank === null
          ? t('missions.leaderboard.mineNone')
          : t('missions.leaderboard.mine', { rank: board.me.rank, points: board.me.points })}
      </p>
    </>
  );
}

/**
 * missionLeaderboard (R2.100): the daily sign-in with its streak, the missions with their progress
 * and Claim, and this month's leaderboard with the member's own rank (R7.50, R7.51, R2.103). A claim
 * or a sign-in moves the header balance and the red counter through the sdk.
 */
export default function MissionLeaderboardPage(_props: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const failureText = useFailureText();
  const holder = useRef<HTMLElement>(null);
  useOwnStyles(holder, missionsCss);
  const titleId = useId();
  const summary = useRecordLoad(loadMissionSummary, 'missions');
  const board = useRecordLoad(() => loadMissionLeaderboard(), 'board');
  const [claiming, setClaiming] = useState<number | null>(null);
  const [signing, setSigning] = useState(false);
  const [notice, setNotice] = useState<ActionNotice>(null);
  const missionsId = useId();
  const boardId = useId();

  const claim = async (mission: Mission, data: MissionSummary) => {
    setClaiming(mission.id);
    setNotice(null);
    try {
      const answer = await claimMission(mission.id);
      summary.replace({
        ...data,
        missions: data.missions.map((entry) => (entry.id === mission.id ? answer.mission : entry)),
      });
      setNotice({ tone: 'ok', text: t('missions.claimed', { amount: money(answer.amount) }) });
      board.retry();
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(error) });
    } finally {
      setClaiming(null);
    }
  };

  const signIn = async (task: SignInTask, data: MissionSummary) => {
    setSigning(true);
    setNotice(null);
    try {
      const answer = await signInForToday(task.today);
      summary.replace({ ...data, signIn: answer.signIn });
      setNotice({ tone: 'ok', text: t('missions.signIn.signed', { amount: money(answer.amount) }) });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(error) });
    } finally {
      setSigning(false);
    }
  };

  return (
    <section
      ref={holder}
      className="lk-records lk-missions"
      aria-labelledby={titleId}
      aria-busy={summary.state.status === 'loading'}
    >
      <h2 className="lk-records__title" id={titleId}>
        {t('memberCenter.nav.missionLeaderboard')}
      </h2>
      <ActionNoticeLine notice={notice} />
      <LoadView state={summary.state} onRetry={summary.retry}>
        {(data) => (
          <>
            {data.signIn ? (
              <SignInCard
                task={data.signIn}
                busy={signing}
                onSignIn={() => void signIn(data.signIn!, data)}
              />
            ) : null}
            <section className="lk-missions__section" aria-labelledby={missionsId}>
              <h3 className="lk-missions__heading" id={missionsId}>
                {t('missions.missions')}
              </h3>
              {data.missions.length === 0 ? (
                <RecordsEmpty text={t('missions.empty')} />
              ) : (
                <ul className="lk-records__list">
                  {data.missions.map((mission) => (
                    <MissionCard
                      key={mission.id}
                      mission={mission}
                      claiming={claiming}
                      onClaim={(chosen) => void claim(chosen, data)}
                    />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </LoadView>
      <section className="lk-missions__section" aria-labelledby={boardId}>
        <h3 className="lk-missions__heading" id={boardId}>
          {t('missions.leaderboard.heading')}
        </h3>
        <LoadView state={board.state} onRetry={board.retry}>
          {(data) => <Leaderboard board={data} />}
        </LoadView>
      </section>
    </section>
  );
}
