import { agentDownline } from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { AgentService } from '../services/agent';

/** The agent area's reads (R6.10); each refuses non-agents (R6.12). */
export function agentRoutes(bind: Bind, agents: AgentService): void {
  bind(agentDownline, (page, call) => agents.downline(signedIn(call).member, page));
}
