import type { BetRecord, MemberMessage, PlayerRank, Reward, Transaction } from '@lobbykit/sdk/member-center';

/** Record rows as the platform answers them, for the record pages' tests (one field varied at a time). */
export const pageOf = <T>(list: T[], pageNum = 1, totalPages = 1) => ({
  list,
  pageNum,
  pageSize: 20,
  totalPages,
  totalCount: list.length,
});

export const betFixture = (overrides: Partial<BetRecord> = {}): BetRecord => ({
  id: 1,
  roundId: 'R-1001',
  gameName: 'Lucky Dragon',
  vendorCode: 'PG',
  gameType: 'RNG',
  stake: 1250,
  validBet: 1250,
  win: 3000.5,
  status: 'settled',
  placedAt: '2026-03-01T10:00:00.000Z',
  settledAt: '2026-03-01T10:00:02.000Z',
  ...overrides,
});

export const movementFixture = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 31,
  kind: 'deposit',
  wallet: 'MAIN',
  amount: 500,
  balanceAfter: 1500,
  reference: 'DEP-31',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const rewardFixture = (overrides: Partial<Reward> = {}): Reward => ({
  id: 5,
  title: 'Weekly rebate',
  amount: 88.5,
  turnoverMultiple: 3,
  status: 'WAITING',
  expiresAt: '2026-04-01T00:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  claimedAt: null,
  ...overrides,
});

export const messageFixture = (overrides: Partial<MemberMessage> = {}): MemberMessage => ({
  id: 8,
  title: 'Welcome to LobbyKit',
  content: 'Your account is ready.\nHave fun!',
  read: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const rankFixture = (overrides: Partial<PlayerRank> = {}): PlayerRank => {
  const levels = [
    { level: 0, label: 'Member', requiredTurnover: 0 },
    { level: 1, label: 'Bronze', requiredTurnover: 1000 },
    { level: 2, label: 'Silver', requiredTurnover: 10000 },
  ];
  return {
    hasVip: true,
    vipRankLevel: 1,
    vipLabelName: 'Bronze',
    validTurnover: 2500,
    next: levels[2] ?? null,
    progress: 0.25,
    levels,
    ...overrides,
  };
};
