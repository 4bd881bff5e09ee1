import { $locale, $session, failureMessage } from '@lobbykit/sdk';
import {
  loadPromotion,
  loadPromotions,
  PROMOTION_TYPES,
  type Promotion,
  type PromotionType,
  promotionMatches,
} from '@lobbykit/sdk/promotions';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useMoney } from '../member-center/ui/use-currency';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { useLazyComponent } from '../ui/use-lazy-component';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { BackLink } from './back-link';
import { PromotionCard } from './promotion-card';
import type { PromotionView } from './promotion-facts';
import { PromotionsSkeleton } from './promotions-skeleton';
import { TypeTabs } from './type-tabs';
import { useLocationHash } from './use-location-hash';
import { usePromotionActions } from './use-promotion-actions';
import './messages/promotions-messages';

export type PromotionTab = 'all' | PromotionType;

export interface PromotionsProps {
  /** The tab shown first (R3.37); all types when absent. */
  type?: PromotionType | undefined;
  /** The host router's current hash, for hosts that change it without a hashchange event. */
  hash?: string | undefined;
}

type ListLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; list: Promotion[] };

/** A promotion the hash names that the list does not hold (ended, or another merchant's code). */
type Lookup =
  | { ref: string; status: 'loading' | 'missing' }
  | { ref: string; status: 'ready'; promotion: Promotion };

/** The application form is a chunk of its own, fetched the first time a member presses Apply. */
const loadApplyDialog = () => import('./apply-dialog').then((module) => module.default);

/** "My applications" is a chunk of its own, fetched the first time a member opens it. */
const loadApplications = () => import('./my-applications').then((module) => module.default);

/** The detail (with the terms' sanitiser) is a chunk of its own, fetched once the list is up or a hash asks for it. */
const loadDetail = () => import('./promotion-detail').then((module) => module.default);

/**
 * /promotions (R2.18): the merchant's promotions in tabs by type (R3.37), each a card with its
 * banner, period and status button (R4.75); `#<code>` opens one (R2.19) with a way back (R2.20).
 * Guests browse (R6.01) and are asked to log in when they press a button.
 */
export function Promotions({ type, hash: hostHash }: PromotionsProps) {
  const t = useTranslate();
  const language = useStore($locale);
  const session = useStore($session);
  const money = useMoney();
  // The cards' words, currency and viewer, read here once for all of them.
  const cardView: PromotionView = { t, money, viewer: session };
  const headingId = useId();
  const [tab, setTab] = useState<PromotionTab>(type ?? 'all');
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const { hash, open, close } = useLocationHash(hostHash);
  const [view, setView] = useState<'list' | 'applications'>('list');
  // Applications belong to real accounts (R6.05): guests and trial players never see the view.
  const member = session.isLogin && !session.isTrial;
  const showApplications = view === 'applications' && member && !hash;
  const Applications = useLazyComponent(loadApplications, showApplications);

  const memberKey = session.isLogin ? `member-${session.member?.id ?? ''}` : 'guest';
  // A new language or member is a reason to reload: titles and `mine` change.
  useEffect(() => {
    let current = true;
    // A reload after an action keeps the list on screen; only a first load or a retry shows the skeleton.
    setLoad((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    loadPromotions().then(
      (list) => current && setLoad({ status: 'ready', list }),
      (error: unknown) =>
        current && setLoad({ status: 'error', message: failureMessage(error, t('promotions.error')) }),
    );
    return () => {
      current = false;
    };
  }, [attempt, language, memberKey, t]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    reload();
  }, [reload]);

  const changed = useCallback((promotion: Promotion) => {
    setLoad((previous) =>
      previous.status === 'ready'
        ? {
            status: 'ready',
            list: previous.list.map((entry) => (entry.id === promotion.id ? promotion : entry)),
          }
        : previous,
    );
    setLookup((previous) =>
      previous?.status === 'ready' && previous.promotion.id === promotion.id
        ? { ...previous, promotion }
        : previous,
    );
  }, []);
  const actions = usePromotionActions(changed, reload);
  const ApplyDialog = useLazyComponent(loadApplyDialog, actions.applying !== null);
  const Detail = useLazyComponent(loadDetail, Boolean(hash) || load.status === 'ready');

  const listed =
    load.status === 'ready' && hash ? load.list.find((entry) => promotionMatches(entry, hash)) : undefined;

  // A hash the list does not hold is asked for on its own; one that can name nothing is missing at once.
  // `memberKey` and `attempt` reload it as they reload the list.
  useEffect(() => {
    if (!hash || listed || load.status !== 'ready') return;
    const request = loadPromotion(hash);
    if (!request) {
      setLookup({ ref: hash, status: 'missing' });
      return;
    }
    let current = true;
    setLookup({ ref: hash, status: 'loading' });
    request.then(
      (promotion) => current && setLookup({ ref: hash, status: 'ready', promotion }),
      () => current && setLookup({ ref: hash, status: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [hash, Boolean(listed), load.status, memberKey, attempt]);

  const selected =
    listed ?? (lookup?.ref === hash && lookup.status === 'ready' ? lookup.promotion : undefined);
  const shown =
    load.status === 'ready' ? load.list.filter((entry) => tab === 'all' || entry.type === tab) : [];

  let body: ReactNode;
  if (
    load.status === 'loading' ||
    (hash &&
      !selected &&
      !(lookup?.ref === hash && lookup.status === 'missing') &&
      load.status === 'ready') ||
    (hash && selected && !Detail)
  )
    body = <PromotionsSkeleton label={t('promotions.loading')} detail={Boolean(hash)} />;
  else if (load.status === 'error') body = <ErrorState message={load.message} onRetry={retry} />;
  else if (showApplications)
    body = Applications ? (
      <Applications onBack={() => setView('list')} />
    ) : (
      <PromotionsSkeleton label={t('promotions.loading')} detail />
    );
  else if (hash && selected && Detail)
    body = <Detail key={selected.id} promotion={selected} actions={actions} onBack={close} />;
  else if (hash)
    body = (
      <div className="lk-promo-empty">
        <p>{t('promotions.notFound')}</p>
        <BackLink onBack={close} />
      </div>
    );
  else
    body = (
      <>
        {member ? (
          <div className="lk-promos__mine">
            <Button variant="ghost" onClick={() => setView('applications')}>
              {t('promotions.myApplications')}
            </Button>
          </div>
        ) : null}
        <TypeTabs tab={tab} types={PROMOTION_TYPES} onTab={setTab} panelId={`${headingId}-panel`} />
        <div id={`${headingId}-panel`} role="tabpanel" aria-label={t(`promotions.type.${tab}`)}>
          {shown.length === 0 ? (
            <div className="lk-promo-empty">
              <p>{tab === 'all' ? t('promotions.emptyAll') : t('promotions.empty')}</p>
              {tab === 'all' ? null : (
                <Button variant="ghost" onClick={() => setTab('all')}>
                  {t('promotions.emptyAction')}
                </Button>
              )}
            </div>
          ) : (
            <ul className="lk-promo-grid">
              {shown.map((promotion) => (
                <PromotionCard
                  key={promotion.id}
                  promotion={promotion}
                  actions={actions}
                  onOpen={open}
                  view={cardView}
                />
              ))}
            </ul>
          )}
        </div>
      </>
    );

  return (
    <section className="lk-promos" aria-labelledby={headingId} aria-busy={load.status === 'loading'}>
      <h2 className={hash ? 'lk-sr-only' : 'lk-promos__title'} id={headingId}>
        {t('promotions.title')}
      </h2>
      {body}
      {actions.applying && ApplyDialog ? (
        <ApplyDialog promotion={actions.applying} onClose={actions.closeApply} onApplied={actions.applied} />
      ) : null}
    </section>
  );
}
