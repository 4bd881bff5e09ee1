// @lobbykit/sdk/agent: the agent center's behaviour (guard, sign-out, the merchant's clock, consolidated
// settings and the navigation they decide, contracts). A separate entry so the runtime and the lobby
// never carry it.

export type { ContractKind, ContractRow } from '@lobbykit/api-client/agent';
export {
  AGENT_CENTER,
  AGENT_LOGIN,
  agentCenterRedirect,
  agentLoginRedirect,
  guardAgentCenter,
  signOutAgent,
} from './actions/agent/agent-guard';
export {
  $agentSettings,
  AGENT_POLICY_MODULE,
  type AgentSettings,
  type AgentSettingsState,
  agentNavFlags,
  hasContractOffer,
  loadAgentSettings,
  mayLoadAgentSettings,
} from './actions/agent/agent-settings';
export {
  answerContract,
  CONTRACT_ANSWERS,
  type ContractAnswer,
  type ContractAnswered,
  loadOfferedContracts,
} from './actions/agent/contract-answer';
// The agent center's pages: reports, team, register, transfer, contract offers, customer service.
export {
  type ContractOffer,
  type ContractProcessed,
  type ContractTerm,
  type ContractTermProblem,
  contractTermsProblem,
  type DividendPeriod,
  type OfferOutcome,
  offerContract,
  terminateContract,
} from './actions/agent/contract-offer';
export { CONTRACT_PROMPTED_KEY, promptContractOffers } from './actions/agent/contract-prompt';
export {
  openServiceLink,
  type ServiceLink,
  SUPPORT_HOURS,
  serviceLinks,
} from './actions/agent/customer-service';
export {
  gmtOffsetLabel,
  type MerchantClock,
  merchantClock,
  merchantOffsetMinutes,
  msToNextSecond,
} from './actions/agent/merchant-clock';
export {
  type AgentNavFlag,
  type AgentNavFlags,
  NO_AGENT_NAV_FLAGS,
  visibleAgentPages,
} from './actions/agent/nav-pages';
export {
  AGENT_REPORT_PRESETS,
  type AgentReportPreset,
  defaultReportRange,
} from './actions/agent/report-range';
export {
  type AccountDetailsFilter,
  type AccountDetailsPage,
  AGENT_REPORT_PAGE_SIZE,
  type ContractPayment,
  type ContractPaymentsFilter,
  type ContractPaymentsPage,
  type ContractsFilter,
  type ContractsPage,
  type IncomeFilter,
  type IncomePage,
  loadAccountDetails,
  loadContractPayments,
  loadContracts,
  loadMyIncome,
  loadTeamBetting,
  loadTeamOverview,
  loadUserLoss,
  type TeamBettingFilter,
  type TeamBettingPage,
  type TeamOverview,
  type UserLossFilter,
  type UserLossPage,
} from './actions/agent/reports';
export {
  loadTeamMembers,
  TEAM_PAGE_SIZE,
  type TeamMember,
  type TeamMembersFilter,
  type TeamMembersPage,
} from './actions/agent/team';
export {
  checkDownlineForm,
  type DownlineErrors,
  type DownlineField,
  type DownlineForm,
  type RegisterDownlineOutcome,
  type RegisteredDownline,
  registerDownlineAccount,
} from './actions/agent/team-register';
export {
  type DownlineTransferDone,
  type DownlineTransferRequest,
  transferToDownline,
} from './actions/agent/team-transfer';
