import type { ReactNode } from 'react';
import { ErrorState } from '../../ui/error-state';
import { useTranslate } from '../../ui/use-translate';
import { RecordsSkeleton } from './record-states';
import type { RecordLoad } from './use-record-load';

interface RecordLoadViewProps<T> {
  state: RecordLoad<T>;
  onRetry: () => void;
  /** What the page shows once its records are in (the empty state included). */
  children: (data: T) => ReactNode;
}

/** A records page's body: skeleton rows while loading, the failure with Try again, else the records. */
export function RecordLoadView<T>({ state, onRetry, children }: RecordLoadViewProps<T>) {
  const t = useTranslate();
  if (state.status === 'loading') return <RecordsSkeleton label={t('memberRecords.loading')} />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={onRetry} />;
  return <>{children(state.data)}</>;
}
