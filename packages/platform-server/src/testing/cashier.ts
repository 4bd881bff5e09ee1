import { Header, walletBalance } from '@lobbykit/api-client';
import {
  adminReviewDeposit,
  adminReviewWithdrawal,
  bindBankAccount,
  deposit,
  setPaymentPassword,
  withdraw,
} from '@lobbykit/api-client/contract';
import { createTestClient } from './test-client';
import { TEST_ADMIN_KEY, type TestPlatform } from './test-platform';

export const DEMO_PASSWORD = 'Demo1234';
export const PIN = '246810';

let sequence = 0;
/** A fresh idempotency key per call. */
export const newRequestId = () =>
  `req-${Date.now().toString(36)}-${(sequence++).toString(36).padStart(4, '0')}`;

/** The cashier steps tests repeat, through the wire as a client makes them. */
export function cashierSteps(t: TestPlatform) {
  const admin = { headers: { [Header.adminKey]: TEST_ADMIN_KEY } };
  const client = (token: string, merchant = 'ph') => createTestClient(t.platform, { merchant, token });
  return {
    admin,
    client,
    balance: async (token: string, merchant = 'ph') =>
      (await t.value(walletBalance, { token, merchant })).balance,
    deposit: (token: string, amount: number, requestId = newRequestId(), channelCode = 'GCASH_SANDBOX') =>
      t.value(deposit, { token, body: { channelCode, amount, requestId } }),
    reviewDeposit: (id: number, decision: 'approve' | 'reject') =>
      t.value(adminReviewDeposit, { ...admin, body: { id, decision } }),
    reviewWithdrawal: (id: number, decision: 'approve' | 'reject' | 'forceReceived') =>
      t.value(adminReviewWithdrawal, { ...admin, body: { id, decision } }),
    setPin: (token: string, merchant = 'ph') =>
      client(token, merchant).call(setPaymentPassword, {
        loginPassword: DEMO_PASSWORD,
        paymentPassword: PIN,
        confirmPaymentPassword: PIN,
      }),
    bindAccount: (token: string, payeeName = 'Juan Dela Cruz', accountNumber = '09171112222') =>
      t.value(bindBankAccount, { token, body: { providerCode: 'GCASH', accountNumber, payeeName } }),
    withdraw: (
      token: string,
      bankAccountId: number,
      amount: number,
      requestId = newRequestId(),
      paymentPassword = PIN,
    ) => client(token).call(withdraw, { bankAccountId, amount, paymentPassword, requestId }),
  };
}
