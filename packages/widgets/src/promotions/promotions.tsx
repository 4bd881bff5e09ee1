import { $locale, $session } from '@lobbykit/sdk';
import {
  loadPromotion,
  loadPromotions,
  PROMOTION_TYPES,
  type Promotion,
  type PromotionType,
  promotionMatches,
} from '@lobbykit/sdk/promotions';
import { type ReactNode, useId, useState } from 'react';
import { useMoney } from '../member-center/ui/use-currency';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { useLazyComponent } from '../ui/use-lazy-component';
import { failureText, useLoadable } from '../ui/use-loadable';
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

/** What the hash lookup found for `key` (the hash and member it was asked for); null when the hash names none. */
interface Found {
  key: string;
  promotion: Promotion | null;
}

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
  const { hash, open, close } = useLocationHash(hostHash);
  const [view, setView] = useState<'list' | 'applications'>('list');
  // Applications belong to real accounts (R6.05): guests and trial players never see the view.
  const member = session.isLogin && !session.isTrial;
  const showApplications = view === 'applications' && member && !hash;
  const Applications = useLazyComponent(loadApplications, showApplications);

  const memberKey = session.isLogin ? `member-${session.member?.id ?? ''}` : 'guest';
  // A new language or member is a reason to reload: titles and `mine` change. A reload keeps the
  // list on screen (loadable() keeps the last answer while the next one loads).
  const [load, $list] = useLoadable(loadPromotions, `${language} ${memberKey}`);
  const list = load.status === 'failed' ? undefined : load.data;
  const listed = list && hash ? list.find((entry) => promotionMatches(entry, hash)) : undefined;
  // A hash the list does not hold is asked for on its own (a ref that can name nothing is missing);
  // the member and reloads ask it again as they ask the list.
  const lookingUp = Boolean(hash && list && !listed);
  const lookupKey = lookingUp ? `${hash} ${memberKey}` : '';
  const [lookup, $lookup] = useLoadable(
    async (): Promise<Found> => ({
      key: lookupKey,
      promotion: lookingUp ? await (loadPromotion(hash)?.catch(() => null) ?? null) : null,
    }),
    lookupKey,
  );
  // Until its effect asks for a new key, the store still shows the last key's answer.
  const found = lookup.status === 'ready' && lookup.data.key === lookupKey ? lookup.data : undefined;

  const reload = () => {
    $list.retry();
    $lookup.retry();
  };
  // Read from the stores, not this render: an action's answer arrives renders later.
  const changed = (promotion: Promotion) => {
    const [shown, looked] = [$list.value, $lookup.value];
    if (shown?.status === 'ready')
      $list.replace(shown.data.map((entry) => (entry.id === promotion.id ? promotion : entry)));
    if (looked?.status === 'ready' && looked.data.promotion?.id === promotion.id)
      $lookup.replace({ ...looked.data, promotion });
  };
  const actions = usePromotionActions(changed, reload);
  const ApplyDialog = useLazyComponent(loadApplyDialog, actions.applying !== null);
  const Detail = useLazyComponent(loadDetail, Boolean(hash || list));

  const selected = listed ?? (lookingUp ? found?.promotion : undefined);
  const shown = list ? list.filter((entry) => tab === 'all' || entry.type === tab) : [];

  let body: ReactNode;
  if (load.status === 'failed')
    body = <ErrorState message={failureText(load.failure, t('promotions.error'))} onRetry={$list.retry} />;
  else if (!list || (lookingUp && !found) || (selected && !Detail))
    body = <PromotionsSkeleton label={t('promotions.loading')} detail={Boolean(hash)} />;
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
    <section className="lk-promos" aria-labelledby={headingId} aria-busy={!list && load.status === 'loading'}>
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
