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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json({ success: true, value });
const failure = (status: number, errorCode: string, flags: Record<string, unknown> = {}) =>
  json({ success: false, errorCode, message: errorCode, ...flags }, status);

const SETTINGS = {
  divtypereq: true,
  dailysalreqtype: true,
  contracthoursalreq: true,
  realtimesalreqtype: true,
  divtypeinfo: false,
  dailysalinfotype: false,
  contracthoursalinfo: false,
  contractmrdailysalinfotype: false,
  pages: { enableCt: true, salary: true, hourSalary: true, realtimesalreqtype: true },
  isAgent: true,
  ownRates: { dividend: 30, dailyWage: 1.5, hourlySalary: 0.5, realtimeSalary: 0.2 },
  utcOffsetMinutes: 480,
};

const RELAYS: Record<string, ContractKind> = {
  '/wps/relay/MCS2_processDividendReq': 'dividend',
  '/wps/relay/MCS2_processDailySalContract': 'dailyWage',
  '/wps/relay/MCS2_processContractHourSalary': 'hourlySalary',
  '/wps/relay/MCSFE_processRealTimeSalaryContract': 'realtimeSalary',
};

const READS: Record<string, (empty: boolean, url: URL) => unknown> = {
  '/wps/agent/team/overview': (empty, url) =>
    overviewFixture(url.searchParams.get('endDate') ?? undefined, empty),
  '/wps/agent/team/members': (empty) => teamMembersFixture(empty),
  '/wps/agent/report/betting': (empty) => teamBettingFixture(empty),
  '/wps/agent/report/loss': (empty) => userLossFixture(empty),
  '/wps/agent/report/income': (empty) => incomeFixture(empty),
  '/wps/agent/report/transactions': (empty) => accountDetailsFixture(empty),
  '/wps/agent/contracts': (empty, url) =>
    contractsFixture(url.searchParams.get('kind') as ContractKind, empty),
  '/wps/agent/contracts/payments': (empty, url) =>
    paymentsFixture(url.searchParams.get('kind') as ContractKind, empty),
};

export async function agentPagesAnswer(
  route: string,
  url: URL,
  init: RequestInit | undefined,
  scenario: AgentPagesScenario,
): Promise<Response | null> {
  const [method, path = ''] = route.split(' ');
  if (route === 'GET /wps/agent/settings') return ok(SETTINGS);
  const read = method === 'GET' ? READS[path] : undefined;
  if (read) {
    const load = scenario.load ?? 'ok';
    if (load === 'pending') return new Promise<Response>(() => {});
    if (load === 'error') return failure(500, 'unknown_error');
    return ok(read(load === 'empty', url));
  }
  if (route === 'POST /wps/agent/register')
    return ok({ memberId: 120, account: 'newkid01', nickname: null, kind: 'player', defaultPassword: true });
  if (route === 'POST /wps/agent/transfer') return ok({ balance: 4900, account: 'player01', amount: 100 });
  const kind = method === 'POST' ? RELAYS[path] : undefined;
  if (kind) {
    const body = JSON.parse(String(init?.body ?? '{}')) as { account?: string; agreeToTerminate?: boolean };
    const [contract] = contractsFixture(kind).list;
    if (scenario.lowersDownline && !body.agreeToTerminate)
      return failure(409, 'contract_lowers_downline', {
        contracts: [
          { ...contract, contractId: 77, upline: body.account ?? 'sub01', downline: 'player11', rate: 1.4 },
        ],
      });
    return ok({
      contract: { ...contract, status: 'offered', downline: body.account ?? 'sub01' },
      terminated: [],
    });
  }
  return null;
}
