import { ErrorCode, type ResponseOf, walletBalance } from '@lobbykit/api-client';
import {
  bindBankAccount as bindBankAccountEndpoint,
  confirmWithdrawal,
  deposit as depositEndpoint,
  depositRecords,
  withdraw as withdrawEndpoint,
} from '@lobbykit/api-client/member-center';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet, resetMemberLobbyState } from '../../stores/lobby';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { recordEvents, signIn } from '../../testing/lobby-fixtures';
import { bindBankAccount } from './bank-accounts';
import { checkAmount } from './cashier-amount';
import { deposit, loadDepositRecords } from './cashier-deposit';
import { newRequestId } from './cashier-outcome';
import { proofProblem } from './cashier-proofs';
import { awaitsConfirmation, turnoverProgress, withdraw } from './cashier-withdraw';
import { confirmReceived, reportNotReceived } from './withdrawal-answers';

let harness: Harness;
const account: ResponseOf<typeof bindBankAccountEndpoint> = {
  id: 3,
  kind: 'BANK',
  provider: 'BDO',
  accountNumber: '******7890',
  payeeName: 'Demo Player',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const withdrawal = (
  overrides: Partial<ResponseOf<typeof withdrawEndpoint>> = {},
): ResponseOf<typeof withdrawEndpoint> => ({
  id: 11,
  amount: 150,
  status: 'IN_PROCESS',
  confirmation: 'NONE',
  autoReceiptAt: null,
  account,
  createdAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  remark: null,
  proofCount: 0,
  ...overrides,
});

beforeEach(async () => {
  harness = setUpRuntime();
  recordEvents();
  resetMemberLobbyState();
  harness.platform.on(walletBalance, { balance: 500, currency: 'TLB', currencySymbol: '₱' });
  await signIn(harness);
});
afterEach(() => vi.unstubAllGlobals());

describe('checkAmount', () => {
  it('refuses empty, negative, zero, more than two decimals, outside the limits and over the balance', () => {
    const limits = { min: 100, max: 50_000, balance: 1_000 };
    expect(checkAmount('', limits).problem).toEqual({ key: 'amount_required' });
    expect(checkAmount('-5', limits).problem).toEqual({ key: 'amount_positive' });
    expect(checkAmount('0', limits).problem).toEqual({ key: 'amount_positive' });
    expect(checkAmount('10.555', limits).problem).toEqual({ key: 'amount_format' });
    expect(checkAmount('abc', limits).problem).toEqual({ key: 'amount_format' });
    expect(checkAmount('99.99', limits).problem).toEqual({ key: 'amount_min', min: 100 });
    expect(checkAmount('50000.01', { ...limits, balance: null }).problem).toEqual({
      key: 'amount_max',
      max: 50_000,
    });
    expect(checkAmount('1000.01', limits).problem).toEqual({ key: 'amount_balance', balance: 1_000 });
  });

  it('accepts an amount with thousands separators and two decimals as a number', () => {
    expect(checkAmount(' 1,000.50 ', { min: 100, max: 5000 })).toEqual({ amount: 1000.5, problem: null });
  });
});

describe('deposits', () => {
  it('R4.74 opens a request In Process with the channel, the amount and an idempotency key', async () => {
    harness.platform.on(depositEndpoint, (_input, request) => ({
      id: 5,
      channelCode: 'GCASH',
      channelName: 'GCash',
      amount: (request.body as { amount: number }).amount,
      status: 'IN_PROCESS' as const,
      reference: 'DP000005',
      createdAt: '2026-11-21T10:00:00.000Z',
      decidedAt: null,
      remark: null,
    }));
    const outcome = await deposit({ channelCode: 'GCASH', amount: 250.5, requestId: 'req-00000001' });
    expect(outcome).toMatchObject({ status: 'ok', value: { status: 'IN_PROCESS', amount: 250.5 } });
    const sent = harness.platform.calls(depositEndpoint)[0];
    expect(sent?.body).toEqual({ channelCode: 'GCASH', amount: 250.5, requestId: 'req-00000001' });
    expect(sent?.headers.get('Authorization')).toBe('tok-123');
  });

  it('turns a refusal into a failed outcome with the server key and the field', async () => {
    harness.platform.fail(depositEndpoint, ErrorCode.validation, {
      field: 'amount',
      messageKey: 'amount_above_max',
    });
    const outcome = await deposit({ channelCode: 'GCASH', amount: 99_999 });
    expect(outcome).toMatchObject({
      status: 'failed',
      errorCode: 'validation_failed',
      field: 'amount',
      messageKey: 'amount_above_max',
      message: 'Please check the highlighted field.',
    });
  });

  it('makes a fresh key for each new request; keys fit the contract', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });

  it('reads the records page of a day range', async () => {
    harness.platform.on(depositRecords, {
      list: [],
      pageNum: 2,
      pageSize: 10,
      totalPages: 2,
      totalCount: 12,
    });
    await loadDepositRecords({ startDate: '2026-11-01', endDate: '2026-11-21' }, { pageNo: 2, pageSize: 10 });
    const query = harness.platform.calls(depositRecords)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-21',
      pageNo: '2',
      pageSize: '10',
    });
  });
});

describe('withdrawals', () => {
  it('sends the payment password encrypted and reloads the balance after an accepted request', async () => {
    harness.platform.on(withdrawEndpoint, withdrawal());
    harness.platform.on(walletBalance, { balance: 350, currency: 'TLB', currencySymbol: '₱' });
    const outcome = await withdraw({ bankAccountId: 3, amount: 150, paymentPassword: '135790' });
    expect(outcome.status).toBe('ok');
    const sent = harness.platform.calls(withdrawEndpoint)[0];
    // The fake platform decrypts a JWE body: the password only travelled inside one.
    expect(sent?.body).toMatchObject({ bankAccountId: 3, amount: 150, paymentPassword: '135790' });
    await vi.waitFor(() => expect($wallet.get().balance).toBe(350));
  });

  it('tells how many payment password tries are left, and the wait once locked', async () => {
    harness.platform.fail(withdrawEndpoint, ErrorCode.validation, {
      field: 'paymentPassword',
      messageKey: 'payment_password_wrong',
      triesLeft: 2,
    });
    expect(await withdraw({ bankAccountId: 3, amount: 150, paymentPassword: '000000' })).toMatchObject({
      status: 'failed',
      field: 'paymentPassword',
      triesLeft: 2,
    });
    harness.platform.fail(withdrawEndpoint, ErrorCode.tooManyRequests, { retryAfter: 300 });
    expect(await withdraw({ bankAccountId: 3, amount: 150, paymentPassword: '000000' })).toMatchObject({
      status: 'failed',
      errorCode: 'too_many_requests',
      retryAfter: 300,
    });
  });

  it('binds an account with the number stripped of spaces and the name trimmed', async () => {
    harness.platform.on(bindBankAccountEndpoint, account);
    await bindBankAccount({ providerCode: 'BDO', accountNumber: '1234 5678 90', payeeName: ' Demo Player ' });
    expect(harness.platform.calls(bindBankAccountEndpoint)[0]?.body).toEqual({
      providerCode: 'BDO',
      accountNumber: '1234567890',
      payeeName: 'Demo Player',
    });
  });

  it('shows turnover progress as a share, full when none is required', () => {
    expect(turnoverProgress({ turnoverRequired: 0, turnoverDone: 0 })).toBe(1);
    expect(turnoverProgress({ turnoverRequired: 400, turnoverDone: 100 })).toBe(0.25);
    expect(turnoverProgress({ turnoverRequired: 400, turnoverDone: 900 })).toBe(1);
  });
});

describe('withdrawal confirmation', () => {
  it('R4.77 confirms an approved withdrawal as received', async () => {
    harness.platform.on(confirmWithdrawal, withdrawal({ status: 'APPROVED', confirmation: 'RECEIVED' }));
    expect(awaitsConfirmation({ status: 'APPROVED', confirmation: 'PENDING' })).toBe(true);
    expect(awaitsConfirmation({ status: 'IN_PROCESS', confirmation: 'NONE' })).toBe(false);
    const outcome = await confirmReceived(11);
    expect(outcome).toMatchObject({ status: 'ok', value: { confirmation: 'RECEIVED' } });
    expect(harness.platform.calls(confirmWithdrawal)[0]?.body).toEqual({
      id: 11,
      received: true,
    });
  });

  it('R4.78 reports not received with the proof images and the remark', async () => {
    harness.platform.on(
      confirmWithdrawal,
      withdrawal({ status: 'APPROVED', confirmation: 'NOT_RECEIVED', proofCount: 1 }),
    );
    const proof = { name: 'slip.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=', bytes: 8 };
    await reportNotReceived(11, [proof], '  nothing arrived ');
    expect(harness.platform.calls(confirmWithdrawal)[0]?.body).toEqual({
      id: 11,
      received: false,
      proofs: [{ name: 'slip.png', dataUrl: proof.dataUrl }],
      remark: 'nothing arrived',
    });
  });

  it('R5.35 R5.36 R5.37 refuses a proof that is not png or jpg, over 5 MB, or a fourth one', () => {
    const png = { name: 'a.png', type: 'image/png', size: 1000 };
    expect(proofProblem(png, 0)).toBeNull();
    expect(proofProblem({ ...png, type: 'image/jpeg' }, 2)).toBeNull();
    expect(proofProblem({ ...png, type: 'image/gif' }, 0)).toBe('proof_type');
    expect(proofProblem({ ...png, size: 5 * 1024 * 1024 + 1 }, 0)).toBe('proof_size');
    expect(proofProblem(png, 3)).toBe('proof_count');
  });
});
