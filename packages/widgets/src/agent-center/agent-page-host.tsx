import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { usePageChunk } from '../ui/use-page-chunk';
import { useTranslate } from '../ui/use-translate';
import type { AgentCenterPageProps } from './page-props';
import type { AgentCenterPage } from './pages';

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
  const [chunk, retry] = usePageChunk(page.load, 'an agent-center page');
  if (chunk.status === 'ready') return <chunk.data {...props} />;
  if (chunk.status === 'failed') return <ErrorState message={t('agentCenter.pageFailed')} onRetry={retry} />;
  return <PageSkeleton />;
}
