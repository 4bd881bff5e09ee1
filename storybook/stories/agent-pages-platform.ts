import { ErrorCode } from '@lobbykit/api-client';
import {
  accountDetails,
  agentSettings,
  contractList,
  contractPayments,
  downlineTransfer,
  myIncome,
  PROCESS_CONTRACT_ENDPOINTS,
  registerDownline,
  teamBetting,
  teamMembers,
  teamOverview,
  userLoss,
} from '@lobbykit/api-client/contract';
import { type FakePlatform, failure } from '@lobbykit/api-client/testing';
import { agentSettingsFixture } from '@lobbykit/sdk/testing';
import {
  accountDetailsFixture,
  contractsFixture,
  incomeFixture,
  overviewFixture,
  paymentsFixture,
  teamBettingFixture,
  teamMembersFixture,
  userLossFixture,
} from '@lobbykit/widgets/testing';

/**
 * The stand-in platform's agent-center answers for the pages' stories: the consolidated settings
 * (every conditional page on), the team reports, the team list, contracts and their payments, the
 * register, transfer and contract calls, each read in the state a story asks for.
 */
export interface AgentPagesScenario {
  load?: 'ok' | 'empty' | 'error' | 'pending';
  /** An offer whose rate is below the downline's own contracts (R4.81) until the agent agrees. */
  lowersDownline?: boolean;
}

type ContractKind = 'dividend' | 'dailyWage' | 'hourlySalary' | 'realtimeSalary';

const SETTINGS = agentSettingsFixture();

/** Answers the agent center's endpoints on the story's platform, each read in the scenario's state. */
export function answerAgentPages(platform: FakePlatform, scenario: AgentPagesScenario): void {
  platform
    .on(agentSettings, SETTINGS)
    .on(registerDownline, {
      memberId: 120,
      account: 'newkid01',
      nickname: null,
      kind: 'player',
      defaultPassword: true,
    })
    .on(downlineTransfer, { balance: 4900, account: 'player01', amount: 100 });
  const load = scenario.load ?? 'ok';
  const reads = [
    teamOverview,
    teamMembers,
    teamBetting,
    userLoss,
    myIncome,
    accountDetails,
    contractList,
    contractPayments,
  ];
  if (load === 'pending') for (const read of reads) platform.hang(read);
  else if (load === 'error')
    for (const read of reads) platform.fail(read, ErrorCode.unknown, { status: 500 });
  else {
    const empty = load === 'empty';
    platform
      .on(teamOverview, ({ endDate }) => overviewFixture(endDate, empty))
      .on(teamMembers, () => teamMembersFixture(empty))
      .on(teamBetting, () => teamBettingFixture(empty))
      .on(userLoss, () => userLossFixture(empty))
      .on(myIncome, () => incomeFixture(empty))
      .on(accountDetails, () => accountDetailsFixture(empty))
      .on(contractList, ({ kind }) => contractsFixture(kind as ContractKind, empty))
      .on(contractPayments, ({ kind }) => paymentsFixture(kind, empty));
  }
  for (const [kind, endpoint] of Object.entries(PROCESS_CONTRACT_ENDPOINTS)) {
    platform.on(endpoint, (input) => {
      const body = input as { account?: string; agreeToTerminate?: boolean };
      const [contract] = contractsFixture(kind as ContractKind).list;
      if (scenario.lowersDownline && !body.agreeToTerminate)
        return failure('contract_lowers_downline', {
          status: 409,
          contracts: [
            { ...contract, contractId: 77, upline: body.account ?? 'sub01', downline: 'player11', rate: 1.4 },
          ],
        });
      return {
        contract: { ...contract!, status: 'offered' as const, downline: body.account ?? 'sub01' },
        terminated: [],
      };
    });
  }
}
