import { $session, $startup } from '@lobbykit/sdk';
import { useLobbyKit } from '@lobbykit/sdk/react';
import { useEffect } from 'react';

/**
 * R2.37, R2.38: on the player site, a logged-in member whose upline offered a contract gets the
 * contract modal (the sdk decides when, once per session); the agent code loads only for members.
 */
export function useContractOffers(): void {
  const startup = useLobbyKit($startup);
  const session = useLobbyKit($session);
  const member = startup.phase === 'ready' && session.isLogin && !session.isTrial;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new session (token) is asked once.
  useEffect(() => {
    if (!member) return;
    void import('@lobbykit/sdk/agent').then((agent) => agent.promptContractOffers());
  }, [member, session.token]);
}
