import {
  accountDetails,
  agentDownline,
  agentSettings,
  downlineTransfer,
  myIncome,
  registerDownline,
  teamBetting,
  teamMembers,
  teamOverview,
  userLoss,
} from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { AgentReportService } from '../services/agent/reports';
import type { AgentSettingsService } from '../services/agent/settings';
import type { AgentTeamService } from '../services/agent/team';

/** The agent center (R6.10): each call refuses trial players and non-agents (R6.12), and reads the caller's subtree only. */
export function agentRoutes(
  bind: Bind,
  services: { team: AgentTeamService; reports: AgentReportService; settings: AgentSettingsService },
): void {
  const { team, reports, settings } = services;
  const me = (call: Parameters<typeof signedIn>[0]) => signedIn(call).member;
  bind(agentSettings, (_input, call) => settings.settings(me(call), call.merchant));
  bind(agentDownline, (page, call) => team.downline(me(call), page));
  bind(teamOverview, (range, call) => team.overview(me(call), call.merchant, range));
  bind(registerDownline, (input, call) => team.register(me(call), call.merchant, input));
  bind(teamMembers, (query, call) => team.members(me(call), query));
  bind(downlineTransfer, (input, call) => team.transfer(me(call), input));
  bind(teamBetting, (query, call) => reports.betting(me(call), call.merchant, query));
  bind(userLoss, (query, call) => reports.loss(me(call), call.merchant, query));
  bind(myIncome, (query, call) => reports.income(me(call), call.merchant, query));
  bind(accountDetails, (query, call) => reports.details(me(call), call.merchant, query));
}
