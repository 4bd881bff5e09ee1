// @lobbykit/sdk/agent: the agent center's behaviour (guard, sign-out, consolidated settings and the
// navigation they decide, contracts). A separate entry so the runtime and the lobby never carry it.

export {
  type AgentNavFlag,
  type AgentNavFlags,
  NO_AGENT_NAV_FLAGS,
  visibleAgentPages,
} from './actions/agent/nav-pages';
