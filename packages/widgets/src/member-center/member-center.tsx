import { $session, navigate, openModal } from '@lobbykit/sdk';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../ui/button';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { usePageChunk } from '../ui/use-page-chunk';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { MemberCenterNav } from './member-center-nav';
import { MemberHeader } from './member-header';
import type { MemberCenterPageProps } from './page-props';
import { findPage, type MemberCenterPage, memberCenterPages } from './pages';
import './messages/member-center-messages';

export interface MemberCenterProps {
  /** The page to show (R2.100 names); without it, `?page=` of the address, else the first page. */
  page?: string | undefined;
  /** The address's other parameters for the page; without them, the address's own. */
  params?: Record<string, string> | undefined;
}

function addressQuery(): URLSearchParams {
  return typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
}

function pathOf(page: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ page, ...params });
  return `/member?${query.toString()}`;
}

/**
 * The member center (spec section 2): its own navigation beside the chosen page, each page a chunk
 * of its own loaded when first opened. `/member?page=<name>` selects the page; choosing another one
 * navigates there through the sdk, so a host router keeps the address in step. Members only: a guest
 * is offered the login, a trial player is told to register (R6.05).
 */
export function MemberCenter({ page, params }: MemberCenterProps) {
  const t = useTranslate();
  const session = useStore($session);
  const requested = page ?? addressQuery().get('page');
  const [current, setCurrent] = useState(() => (findPage(requested) ?? memberCenterPages[0])?.name ?? '');
  const [extra, setExtra] = useState<Record<string, string>>(() => params ?? pageParams(addressQuery()));

  // A host router hands over the next page as a prop: follow it.
  useEffect(() => {
    const found = findPage(requested);
    if (found) setCurrent(found.name);
  }, [requested]);
  useEffect(() => {
    if (params) setExtra(params);
  }, [params]);

  const go = useMemo(
    () =>
      (next: string, nextParams: Record<string, string> = {}) => {
        const found = findPage(next);
        if (!found) return;
        setCurrent(found.name);
        setExtra(nextParams);
        navigate(pathOf(found.name, nextParams));
      },
    [],
  );

  if (!session.isLogin) {
    return (
      <div className="lk-mc lk-mc--gate">
        <p>{t('memberCenter.signInFirst')}</p>
        <Button onClick={() => openModal('login')}>{t('memberCenter.logIn')}</Button>
      </div>
    );
  }
  if (session.isTrial) {
    return (
      <div className="lk-mc lk-mc--gate" role="alert">
        <p>{t('memberCenter.trialBlocked')}</p>
        <Button onClick={() => openModal('register')}>{t('memberCenter.register')}</Button>
      </div>
    );
  }

  const chosen = findPage(current) ?? memberCenterPages[0];
  return (
    <div className="lk-mc">
      <MemberHeader />
      <MemberCenterNav pages={memberCenterPages} current={chosen?.name ?? ''} onChoose={(name) => go(name)} />
      <section className="lk-mc-page" aria-label={chosen ? t(chosen.labelKey) : t('memberCenter.title')}>
        {chosen ? <PageHost key={chosen.name} page={chosen} params={extra} go={go} /> : null}
      </section>
    </div>
  );
}

function pageParams(query: URLSearchParams): Record<string, string> {
  const params = Object.fromEntries(query);
  delete params.page;
  return params;
}

/** Fetches a page's chunk once and shows it; a failed chunk offers a retry. */
function PageHost({ page, ...props }: MemberCenterPageProps & { page: MemberCenterPage }) {
  const t = useTranslate();
  const [chunk, retry] = usePageChunk(page.load, 'a member-center page');
  if (chunk.status === 'ready') return <chunk.data {...props} />;
  if (chunk.status === 'failed') return <ErrorState message={t('memberCenter.pageFailed')} onRetry={retry} />;
  return (
    <div className="lk-mc-card" aria-busy="true">
      <Skeleton width="40%" height="22px" />
      <Skeleton height="44px" />
      <Skeleton height="44px" />
    </div>
  );
}
