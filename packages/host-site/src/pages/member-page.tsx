import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { PageProps } from './page-props';

/**
 * /member: the member center widget. `?page=<name>` chooses its page (R2.100) and the other query
 * parameters go to that page; the widget's own navigation comes back through the router.
 */
export function MemberPage({ search }: PageProps) {
  const { page, ...params } = search;
  return (
    <div className="page">
      <LobbyKitWidget name="member-center" props={{ ...(page ? { page } : {}), params }} />
    </div>
  );
}
