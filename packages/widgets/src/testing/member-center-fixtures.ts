import type {
  BankAccount,
  ConsolidatedFunds,
  DepositChannel,
  DepositRecord,
  SecurityOverview,
  WithdrawalInfo,
  WithdrawalRecord,
} from '@lobbykit/sdk/member-center';

/** The member center's answers as the platform gives them, for tests and stories. */
export const depositChannelsFixture = (): DepositChannel[] => [
  {
    code: 'GCASH',
    name: 'GCash',
    kind: 'E_WALLET',
    payeeAccount: '0917 000 1234',
    payeeName: 'LobbyKit Sandbox',
    minAmount: 100,
    maxAmount: 50_000,
    presetAmounts: [100, 500, 1000, 5000],
    autoApproveSeconds: 30,
  },
  {
    code: 'BANK',
    name: 'Bank transfer',
    kind: 'BANK_TRANSFER',
    payeeAccount: 'BDO 0012 3456 7890',
    payeeName: 'LobbyKit Sandbox',
    minAmount: 500,
    maxAmount: 200_000,
    presetAmounts: [1000, 5000],
    autoApproveSeconds: null,
  },
];

export const depositRecordFixture = (overrides: Partial<DepositRecord> = {}): DepositRecord => ({
  id: 41,
  channelCode: 'GCASH',
  channelName: 'GCash',
  amount: 500,
  status: 'IN_PROCESS',
  reference: 'DP000041',
  createdAt: '2026-11-20T09:30:00.000Z',
  decidedAt: null,
  remark: null,
  ...overrides,
});

export const bankAccountFixture = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  id: 3,
  kind: 'BANK',
  provider: 'BDO',
  accountNumber: '******7890',
  payeeName: 'Lucky Demo',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const withdrawalInfoFixture = (overrides: Partial<WithdrawalInfo> = {}): WithdrawalInfo => ({
  balance: 2500,
  minAmount: 100,
  maxAmount: 50_000,
  turnoverRequired: 1000,
  turnoverDone: 1000,
  hasPaymentPassword: true,
  paymentPasswordLockedUntil: null,
  accounts: [bankAccountFixture()],
  ...overrides,
});

export const withdrawalRecordFixture = (overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id: 12,
  amount: 300,
  status: 'IN_PROCESS',
  confirmation: 'NONE',
  autoReceiptAt: null,
  account: bankAccountFixture(),
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  remark: null,
  proofCount: 0,
  ...overrides,
});

export const recordsPage = <Row>(list: Row[]) => ({
  list,
  pageNum: 1,
  pageSize: 20,
  totalPages: list.length ? 1 : 0,
  totalCount: list.length,
});

export const securityOverviewFixture = (overrides: Partial<SecurityOverview> = {}): SecurityOverview => ({
  passwordChangedAt: '2026-10-01T08:00:00.000Z',
  hasPaymentPassword: false,
  mobileNum: '09******12',
  email: null,
  payeeName: 'Lucky Demo',
  bankAccountCount: 1,
  ...overrides,
});

export const consolidatedFundsFixture = (): ConsolidatedFunds => ({
  currency: 'BDT',
  currencySymbol: '৳',
  total: 1500,
  wallets: [
    { code: 'MAIN', name: 'Main wallet', balance: 1000 },
    { code: 'AG', name: 'AG', balance: 300 },
    { code: 'PT', name: 'PT', balance: 200 },
  ],
});
