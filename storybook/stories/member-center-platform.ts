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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json({ success: true, value });
const failure = (status: number, errorCode: string, flags: Record<string, unknown> = {}) =>
  json({ success: false, errorCode, message: errorCode, ...flags }, status);

const READS = new Set([
  'GET /wps/relay/PAY_depositChannels',
  'GET /wps/relay/PAY_depositRecords',
  'GET /wps/relay/PAY_withdrawalInfo',
  'GET /wps/relay/PAY_withdrawalRecords',
  'GET /wps/member/security',
  'GET /wps/relay/PAY_bankAccounts',
  'GET /wps/relay/PAY_payoutProviders',
  'GET /wps/member/info/funds/consolidated',
  'GET /wps/relay/GCS_merchantWallet',
  'GET /wps/relay/MCS_uplineInfo',
]);

export async function memberCenterAnswer(
  route: string,
  scenario: MemberCenterScenario,
  merchant: 'ph' | 'bd',
): Promise<Response | null> {
  const load = scenario.load ?? 'ok';
  if (route === 'GET /wps/relay/CSP_unreadCount') {
    return ok(scenario.counters ?? { messages: 0, rewards: 0, missions: 0 });
  }
  if (READS.has(route)) {
    if (load === 'pending') return new Promise<Response>(() => {});
    if (load === 'error') return failure(500, 'unknown_error');
  }
  const empty = load === 'empty';
  switch (route) {
    case 'GET /wps/relay/PAY_depositChannels':
      return ok(empty ? [] : depositChannelsFixture());
    case 'GET /wps/relay/PAY_depositRecords':
      return ok(
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
      );
    case 'GET /wps/relay/PAY_withdrawalInfo':
      return ok(
        withdrawalInfoFixture({
          ...(scenario.turnoverPending ? { turnoverRequired: 2000, turnoverDone: 640 } : {}),
          ...(empty ? { accounts: [], hasPaymentPassword: false } : {}),
        }),
      );
    case 'GET /wps/relay/PAY_withdrawalRecords':
      return ok(
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
      );
    case 'POST /wps/relay/PAY_confirmWithdrawal':
      return ok(withdrawalRecordFixture({ id: 14, status: 'APPROVED', confirmation: 'RECEIVED' }));
    case 'GET /wps/member/security':
      return ok(securityOverviewFixture(empty ? { bankAccountCount: 0, mobileNum: null } : {}));
    case 'GET /wps/relay/PAY_bankAccounts':
      return ok(
        empty
          ? []
          : [bankAccountFixture(), bankAccountFixture({ id: 4, kind: 'E_WALLET', provider: 'GCash' })],
      );
    case 'GET /wps/relay/PAY_payoutProviders':
      return ok(
        merchant === 'bd'
          ? [
              { code: 'BKASH', name: 'bKash', kind: 'E_WALLET' },
              { code: 'NAGAD', name: 'Nagad', kind: 'E_WALLET' },
              { code: 'DBBL', name: 'Dutch-Bangla Bank', kind: 'BANK' },
            ]
          : [
              { code: 'GCASH', name: 'GCash', kind: 'E_WALLET' },
              { code: 'MAYA', name: 'Maya', kind: 'E_WALLET' },
              { code: 'BDO', name: 'BDO', kind: 'BANK' },
            ],
      );
    case 'GET /wps/relay/GCS_merchantWallet':
      return ok({ isSingle: merchant === 'ph' });
    case 'GET /wps/member/info/funds/consolidated': {
      const funds = consolidatedFundsFixture();
      return ok(
        merchant === 'ph'
          ? { currency: 'TLB', currencySymbol: '₱', total: 1000, wallets: [funds.wallets[0]] }
          : funds,
      );
    }
    case 'GET /wps/relay/MCS_uplineInfo':
      return ok({ upline: empty ? null : { account: 'AGENT01', nickname: 'Lucky Agent' } });
    case 'POST /wps/relay/PAY_deposit':
      return ok(depositRecordFixture({ id: 42, reference: 'DP000042' }));
    default:
      return null;
  }
}
