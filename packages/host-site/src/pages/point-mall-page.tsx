import { LobbyKitWidget } from '@lobbykit/sdk/react';

/** /pointMall (R2.21): the points mall widget, open to guests (R6.01). */
export function PointMallPage() {
  return (
    <div className="page">
      <LobbyKitWidget name="point-mall" />
    </div>
  );
}
