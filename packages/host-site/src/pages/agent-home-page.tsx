import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { PageProps } from './page-props';

/**
 * /agentHome (R2.07): the agent center widget, bare of the player site's chrome (R2.08); its header,
 * navigation and footer are the widget's. `?page=<name>` chooses its page and the other query
 * parameters go to that page; the widget's own navigation comes back through the router.
 */
export function AgentHomePage({ search }: PageProps) {
  const { page, ...params } = search;
  return (
    <div className="agent-home">
      <LobbyKitWidget name="agent-center" props={{ ...(page ? { page } : {}), params }} />
    </div>
  );
}
