import type { ContractRow } from '@lobbykit/api-client/agent';

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
