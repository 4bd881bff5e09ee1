import type { ComponentType } from 'react';
import { Skeleton } from '../../ui/skeleton';
import { useLazyComponent } from '../../ui/use-lazy-component';
import type { RequestRecordsProps, RequestRow } from './request-records';

type AnyRecords = ComponentType<RequestRecordsProps<RequestRow>>;

/** The list with its picker and pager: a chunk of its own, fetched as the page first paints. */
const loadRecords = () =>
  import('./request-records').then((module) => module.RequestRecords as unknown as AnyRecords);

/**
 * The requests under a cashier form (RequestRecords), drawn once their chunk is in: the form paints
 * without waiting for the list's code, while the page's own hook is already loading the rows.
 */
export function RequestRecordsLater<Row extends RequestRow>(props: RequestRecordsProps<Row>) {
  const Records = useLazyComponent(loadRecords);
  if (!Records) {
    return (
      <section className="lk-mc-card" aria-busy="true">
        <Skeleton height="64px" />
      </section>
    );
  }
  return <Records {...(props as unknown as RequestRecordsProps<RequestRow>)} />;
}
