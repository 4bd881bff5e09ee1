import { useState } from 'react';

/**
 * What a record page asks for: its filters (a day range, a kind …) and a page. Changing a filter
 * goes back to page 1; `key` changes whenever the query does, for `useRecordLoad`.
 */
export function useRecordQuery<Filters extends object>(initial: () => Filters) {
  const [query, setQuery] = useState(() => ({ ...initial(), pageNo: 1 }));
  return {
    query,
    key: JSON.stringify(query),
    change: (filters: Partial<Filters>) => setQuery((now) => ({ ...now, ...filters, pageNo: 1 })),
    setPage: (pageNo: number) => setQuery((now) => ({ ...now, pageNo })),
  };
}
