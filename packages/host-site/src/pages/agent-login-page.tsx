import { LobbyKitWidget } from '@lobbykit/sdk/react';

/**
 * R2.06: /agent, the agent login, bare of the player site's menu, header and footer (R2.08). The
 * login widget in agent mode lets agents in only (R6.12, R6.13) and the sdk sends them on to
 * /agentHome (R6.11).
 */
export function AgentLoginPage() {
  return (
    <main className="agent-login">
      <LobbyKitWidget name="login" props={{ variant: 'inline', mode: 'agent' }} />
    </main>
  );
}
