import { ErrorCode } from '@lobbykit/api-client';
import {
  bankAccounts,
  confirmWithdrawal,
  consolidatedFunds,
  deposit,
  depositChannels,
  depositRecords,
  merchantWallet,
  payoutProviders,
  securityOverview,
  unreadCount,
  uplineInfo,
  withdrawalInfo,
  withdrawalRecords,
} from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';
import {
  bankAccountFixture,
  consolidatedFundsFixture,
  depositChannelsFixture,
  depositRecordFixture,
  recordsPage,
  securityOverviewFixture,
  withdrawalInfoFixture,
  withdrawalRecordFixture,
} from '@lobbykit/widgets/testing';

/**
 * The stand-in platform's member-center answers (cashier side): deposit channels and records,
 * withdrawal facts and records, security, wallets and the upline, each in the state a story asks.
 */
export interface MemberCenterScenario {
  /** How every read of the cashier pages answers. */
  load?: 'ok' | 'empty' | 'error' | 'pending';
  /** Withdraw: turnover still to play, and a paid withdrawal waiting for the member's answer. */
  turnoverPending?: boolean;
  confirmation?: boolean;
  /** Counters on messages and rewards (R2.101). */
  counters?: { messages: number; rewards: number; missions: number };
}

/** Answers the cashier side of the member center on the story's platform, for the merchant of the moment. */
export function answerMemberCenter(
  platform: FakePlatform,
  scenario: MemberCenterScenario,
  merchant: () => 'ph' | 'bd',
): void {
  const load = scenario.load ?? 'ok';
  platform
    .on(unreadCount, () => scenario.counters ?? { messages: 0, rewards: 0, missions: 0 })
    .on(confirmWithdrawal, () =>
      withdrawalRecordFixture({ id: 14, status: 'APPROVED', confirmation: 'RECEIVED' }),
    )
    .on(deposit, () => depositRecordFixture({ id: 42, reference: 'DP000042' }));
  const reads = [
    depositChannels,
    depositRecords,
    withdrawalInfo,
    withdrawalRecords,
    securityOverview,
    bankAccounts,
    payoutProviders,
    consolidatedFunds,
    merchantWallet,
    uplineInfo,
  ];
  if (load === 'pending') {
    for (const read of reads) platform.hang(read);
    return;
  }
  if (load === 'error') {
    for (const read of reads) platform.fail(read, ErrorCode.unknown, { status: 500 });
    return;
  }
  const empty = load === 'empty';
  platform
    .on(depositChannels, () => (empty ? [] : depositChannelsFixture()))
    .on(depositRecords, () =>
      recordsPage(
        empty
          ? []
          : [
              depositRecordFixture(),
              depositRecordFixture({ id: 40, status: 'APPROVED', amount: 1000, reference: 'DP000040' }),
              depositRecordFixture({
                id: 39,
                status: 'REJECTED',
                amount: 250,
                reference: 'DP000039',
                remark: 'Payment not found',
              }),
            ],
      ),
    )
    .on(withdrawalInfo, () =>
      withdrawalInfoFixture({
        ...(scenario.turnoverPending ? { turnoverRequired: 2000, turnoverDone: 640 } : {}),
        ...(empty ? { accounts: [], hasPaymentPassword: false } : {}),
      }),
    )
    .on(withdrawalRecords, () =>
      recordsPage(
        empty
          ? []
          : [
              ...(scenario.confirmation
                ? [
                    withdrawalRecordFixture({
                      id: 14,
                      status: 'APPROVED',
                      confirmation: 'PENDING',
                      autoReceiptAt: '2026-11-21T11:30:00.000Z',
                    }),
                  ]
                : []),
              withdrawalRecordFixture(),
              withdrawalRecordFixture({ id: 11, status: 'APPROVED', confirmation: 'AUTO_RECEIVED' }),
              withdrawalRecordFixture({
                id: 10,
                status: 'REJECTED',
                remark: 'Account name does not match',
              }),
            ],
      ),
    )
    .on(securityOverview, () =>
      securityOverviewFixture(empty ? { bankAccountCount: 0, mobileNum: null } : {}),
    )
    .on(bankAccounts, () =>
      empty ? [] : [bankAccountFixture(), bankAccountFixture({ id: 4, kind: 'E_WALLET', provider: 'GCash' })],
    )
    .on(payoutProviders, () =>
      merchant() === 'bd'
        ? [
            { code: 'BKASH', name: 'bKash', kind: 'E_WALLET' as const },
            { code: 'NAGAD', name: 'Nagad', kind: 'E_WALLET' as const },
            { code: 'DBBL', name: 'Dutch-Bangla Bank', kind: 'BANK' as const },
          ]
        : [
            { code: 'GCASH', name: 'GCash', kind: 'E_WALLET' as const },
            { code: 'MAYA', name: 'Maya', kind: 'E_WALLET' as const },
            { code: 'BDO', name: 'BDO', kind: 'BANK' as const },
          ],
    )
    .on(merchantWallet, () => ({ isSingle: merchant() === 'ph' }))
    .on(consolidatedFunds, () => {
      const funds = consolidatedFundsFixture();
      return merchant() === 'ph'
        ? { currency: 'TLB', currencySymbol: '₱', total: 1000, wallets: [funds.wallets[0]!] }
        : funds;
    })
    .on(uplineInfo, () => ({ upline: empty ? null : { account: 'AGENT01', nickname: 'Lucky Agent' } }));
}
