import { LobbyKitWidget } from '@lobbykit/sdk/react';
import type { PageProps } from './page-props';

/**
 * /promotions (R2.18): the promotions widget, open to guests (R6.01). The widget reads the hash
 * itself (R2.19); the router's hash is passed on so a navigation the router made by pushState,
 * which fires no hashchange, reaches it too.
 */
export function PromotionsPage({ hash = '' }: PageProps) {
  return (
    <div className="page">
      <LobbyKitWidget name="promotions" props={{ hash }} />
    </div>
  );
}
