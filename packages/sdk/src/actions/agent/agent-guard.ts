import { $session, type SessionState } from '../../stores/session';
import { logout } from '../logout';
import { navigate } from '../navigate';
import { AGENT_CENTER, AGENT_LOGIN } from './agent-paths';

export { AGENT_CENTER, AGENT_LOGIN };

type Visitor = Pick<SessionState, 'isLogin' | 'isAgent'>;

/**
 * R2.116: where the agent center sends a visitor, or null when they may stay. A guest and a signed-in
 * player are both "not an agent" and go to the agent login.
 */
export function agentCenterRedirect(visitor: Visitor = $session.get()): typeof AGENT_LOGIN | null {
  return visitor.isLogin && visitor.isAgent ? null : AGENT_LOGIN;
}

/**
 * R2.06, R6.11: a signed-in agent opening the agent login goes straight to the agent center instead
 * of seeing the form again; not while a forced password change is open (R4.10: agents go on once
 * it is done).
 */
export function agentLoginRedirect(
  visitor: Visitor & Partial<Pick<SessionState, 'mustChangePassword'>> = $session.get(),
): typeof AGENT_CENTER | null {
  return visitor.isLogin && visitor.isAgent && !visitor.mustChangePassword ? AGENT_CENTER : null;
}

/**
 * R2.116 for the widget: asks the host to go to /agent when the visitor is not an agent. The player
 * site routes there; a portal on another page stays, and the widget shows the agent login in place
 * (`inPlace`: nothing moves unless the host routes). Returns whether the visitor may stay.
 */
export function guardAgentCenter(): boolean {
  const to = agentCenterRedirect();
  if (to) navigate(to, { reason: 'inPlace' });
  return to === null;
}

/** R2.117: the loader, logout without asking, then /agent (the host's route; in place elsewhere). */
export function signOutAgent(): Promise<boolean> {
  return logout({ confirm: false, to: AGENT_LOGIN, reason: 'inPlace' });
}
