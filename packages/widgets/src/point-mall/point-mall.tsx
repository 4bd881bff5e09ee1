import { $locale, $session, dialogs, ErrorCode, errorMessage, formatCount, openModal } from '@lobbykit/sdk';
import {
  loadPointBalance,
  loadPointConfig,
  loadPointRewards,
  type PointReward,
  pointsGate,
} from '@lobbykit/sdk/points';
import { useCallback, useId, useState } from 'react';
import { useMoney } from '../member-center/ui/use-currency';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useLoadable } from '../ui/use-loadable';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { loadFailureText } from './point-failure';
import { RewardGrid } from './reward-grid';
import './messages/point-mall-messages';

export type PointMallSection = 'rewards' | 'history' | 'details';
const SECTIONS: PointMallSection[] = ['rewards', 'history', 'details'];

export interface PointMallProps {
  /** The section shown first; the rewards when absent. */
  section?: PointMallSection | undefined;
}

/** Redeem and convert are a chunk of their own, fetched the first time a member presses one. */
const loadDialogs = () => import('./point-dialogs').then((module) => module.default);
/** The records are a member's, fetched the first time a records tab opens. */
const loadRecords = () => import('./point-records').then((module) => module.PointRecords);

/**
 * /pointMall (R2.21): the member's points, the rewards catalogue, converting points to balance, and
 * the records (R2.102: redeem history and points details). Guests browse (R6.01) and are asked to
 * log in when they press Redeem or Convert; trial players are asked to register.
 */
export function PointMall({ section: first }: PointMallProps) {
  const t = useTranslate();
  const money = useMoney();
  const language = useStore($locale);
  const session = useStore($session);
  const tabsId = useId();
  const [section, setSection] = useState<PointMallSection>(first ?? 'rewards');
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const [converting, setConverting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const member = session.isLogin && !session.isTrial;
  const Dialogs = useLazyComponent(loadDialogs, redeeming !== null || converting);
  const Records = useLazyComponent(loadRecords, member && section !== 'rewards');
  const memberKey = member ? `member-${session.member?.id ?? ''}` : 'guest';

  // A new language asks again (the catalogue comes back in it); the last catalogue stays on show meanwhile.
  const [mall, mallStore] = useLoadable(() => Promise.all([loadPointConfig(), loadPointRewards()]), language);
  const [owned] = useLoadable(
    () => (member ? loadPointBalance() : new Promise<never>(() => {})),
    `${memberKey}|${version}`,
  );
  const balance = owned.status === 'ready' ? owned.data : null;

  const gate = useCallback((): boolean => {
    const why = pointsGate();
    if (why === 'login') openModal('login');
    else if (why === 'registerFirst') void dialogs().alert(errorMessage(ErrorCode.trialAccount));
    return why === null;
  }, []);

  const done = (text: string) => {
    setNotice(text);
    setVersion((n) => n + 1);
    mallStore.retry();
  };

  const heading = (
    <h2 className="lk-pm__title" id={`${tabsId}-title`}>
      {t('pointMall.title')}
    </h2>
  );

  if (mall.status === 'failed') {
    return (
      <section className="lk-pm" aria-labelledby={`${tabsId}-title`}>
        {heading}
        <ErrorState message={loadFailureText(mall.failure, t('pointMall.error'))} onRetry={mallStore.retry} />
      </section>
    );
  }

  if (!mall.data) {
    return (
      <section className="lk-pm" aria-labelledby={`${tabsId}-title`} aria-busy="true">
        {heading}
        <p className="lk-pm__sr" role="status">
          {t('pointMall.loading')}
        </p>
        <div className="lk-pm-summary">
          <Skeleton width="120px" height="28px" />
          <Skeleton width="60%" height="14px" />
        </div>
        <ul className="lk-pm-grid">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="lk-pm-card">
              <Skeleton height="140px" />
              <div className="lk-pm-card__body">
                <Skeleton width="70%" />
                <Skeleton width="40%" height="12px" />
                <Skeleton height="44px" />
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const [config, rewards] = mall.data;
  const points = balance?.points ?? null;
  return (
    <section className="lk-pm" aria-labelledby={`${tabsId}-title`}>
      {heading}
      <div className="lk-pm-summary">
        {member ? (
          <p className="lk-pm-summary__points">
            <span className="lk-pm-summary__label">{t('pointMall.myPoints')}</span>{' '}
            {balance ? (
              <strong className="lk-pm-summary__value">
                {t('pointMall.points', { points: formatCount(balance.points) })}
              </strong>
            ) : (
              <Skeleton width="96px" height="24px" />
            )}
          </p>
        ) : (
          <p className="lk-pm-summary__guest">
            {t('pointMall.guestPoints')}{' '}
            <Button variant="ghost" onClick={() => openModal('login')}>
              {t('pointMall.login')}
            </Button>
          </p>
        )}
        <p className="lk-pm-summary__rule">{t('pointMall.earnRule', { bet: money(config.betPerPoint) })}</p>
        {balance && balance.towardsNextPoint > 0 ? (
          <p className="lk-pm-summary__rule">
            {t('pointMall.nextPoint', { amount: money(balance.towardsNextPoint) })}
          </p>
        ) : null}
        {config.enabled ? (
          <Button variant="ghost" onClick={() => gate() && setConverting(true)}>
            {t('pointMall.convert')}
          </Button>
        ) : (
          <p className="lk-pm-summary__rule">{t('pointMall.closed')}</p>
        )}
      </div>
      {notice ? (
        <p className="lk-pm-notice" role="status">
          <span aria-hidden="true">✓</span> {notice}
        </p>
      ) : null}
      <div className="lk-pm-tabs" role="tablist" aria-label={t('pointMall.sections')}>
        {SECTIONS.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            id={`${tabsId}-${entry}`}
            className="lk-pm-tab"
            aria-selected={entry === section}
            aria-controls={`${tabsId}-panel`}
            onClick={() => {
              if (entry !== 'rewards' && !gate()) return;
              setSection(entry);
            }}
          >
            {t(`pointMall.section.${entry}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${section}`}>
        {section === 'rewards' || !member ? (
          rewards.length === 0 ? (
            <p className="lk-pm-empty">{t('pointMall.empty')}</p>
          ) : (
            <RewardGrid
              rewards={rewards}
              points={member ? points : null}
              money={money}
              onRedeem={(reward) => gate() && config.enabled && setRedeeming(reward)}
            />
          )
        ) : Records ? (
          <Records kind={section} money={money} version={version} />
        ) : null}
      </div>
      {(redeeming || converting) && Dialogs ? (
        <Dialogs
          redeeming={redeeming}
          converting={converting}
          config={config}
          points={points ?? 0}
          money={money}
          onClose={() => {
            setRedeeming(null);
            setConverting(false);
          }}
          onDone={(text) => {
            setRedeeming(null);
            setConverting(false);
            done(text);
          }}
        />
      ) : null}
    </section>
  );
}
