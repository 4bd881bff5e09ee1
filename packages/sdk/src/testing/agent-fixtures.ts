import type { ResponseOf } from '@lobbykit/api-client';
import type { agentSettings, ContractRow } from '@lobbykit/api-client/agent';

/**
 * A contract as the contract list answers it: a daily wage agent01 offered demo01, waiting for its
 * answer. The sdk's tests and the widgets' tests and stories vary it one field at a time.
 */
export function contractFixture(overrides: Partial<ContractRow> = {}): ContractRow {
  return {
    contractId: 11,
    kind: 'dailyWage',
    period: 'Daily',
    status: 'offered',
    upline: 'agent01',
    downline: 'demo01',
    rate: 1.2,
    activeMembers: 3,
    periodValidBet: 5000,
    periodProfitLoss: 0,
    offeredAt: '2026-11-24T08:00:00.000Z',
    answeredAt: null,
    terminatedAt: null,
    terminationReason: null,
    ...overrides,
  };
}

/**
 * The consolidated settings as the server sends them (R3.21, R3.22): an agent of a merchant that
 * offers every contract kind, with every conditional page on and nothing offered to it yet.
 */
export function agentSettingsFixture(
  overrides: Partial<ResponseOf<typeof agentSettings>> = {},
): ResponseOf<typeof agentSettings> {
  return {
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
    ...overrides,
  };
}
