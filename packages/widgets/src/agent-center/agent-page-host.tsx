import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { useTranslate } from '../ui/use-translate';
import type { AgentCenterPageProps } from './page-props';
import type { AgentCenterPage } from './pages';

type Loading =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; Page: ComponentType<AgentCenterPageProps> };

// A page opened once opens at once the next time: its chunk is already here.
const loadedPages = new WeakMap<AgentCenterPage, Loading & { state: 'ready' }>();

/** The skeleton of a page whose chunk is on its way: a title, filters and rows. */
export function PageSkeleton() {
  return (
    <div className="lk-ac-card" aria-busy="true">
      <Skeleton width="40%" height="22px" />
      <Skeleton height="44px" />
      <Skeleton height="44px" />
      <Skeleton height="44px" />
    </div>
  );
}

/** R2.109: fetches a page's chunk the first time it opens and shows it; a failed chunk offers a retry. */
export function AgentPageHost({ page, ...props }: AgentCenterPageProps & { page: AgentCenterPage }) {
  const t = useTranslate();
  const [loading, setLoading] = useState<Loading>(() => loadedPages.get(page) ?? { state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loading.state === 'ready') return;
    let live = true;
    page.load().then(
      (module) => {
        const ready = { state: 'ready' as const, Page: module.default };
        loadedPages.set(page, ready);
        if (live) setLoading(ready);
      },
      (error: unknown) => {
        console.error('[lobbykit] an agent-center page could not be loaded', error);
        if (live) setLoading({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [page, attempt]);

  if (loading.state === 'ready') return <loading.Page {...props} />;
  if (loading.state === 'failed') {
    return (
      <ErrorState
        message={t('agentCenter.pageFailed')}
        onRetry={() => {
          setLoading({ state: 'loading' });
          setAttempt(attempt + 1);
        }}
      />
    );
  }
  return <PageSkeleton />;
}
