import { ErrorCode, freePlay } from '@lobbykit/api-client';
import {
  adminWithdrawals,
  bankAccounts,
  bindBankAccount,
  confirmWithdrawal,
  PROOF_MAX_BYTES,
  payoutProviders,
  withdraw,
  withdrawalInfo,
  withdrawalRecords,
} from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { cashierSteps, DEMO_PASSWORD, newRequestId, PIN } from '../testing/cashier';
import { ledgerOf } from '../testing/ledger';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient, encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();
const steps = cashierSteps(t);
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', DEMO_PASSWORD);
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const GIF = Buffer.from('474946383961', 'hex');
const proof = (bytes: Buffer, label = 'png') => ({
  name: `proof.${label}`,
  dataUrl: `data:image/${label};base64,${bytes.toString('base64')}`,
});

/** A member with a payment password, a bound account and a withdrawal In Process. */
async function withdrawalInProcess(amount = 300) {
  await steps.setPin(token);
  const account = await steps.bindAccount(token);
  const record = await steps.withdraw(token, account.id, amount);
  return { account, record };
}

/** Calls an encrypted endpoint with a chosen body, answering status and envelope. */
async function encrypted(path: string, payload: unknown) {
  return t.request('POST', path, { token, body: await encryptedBody(t.platform, payload) });
}

describe('bank accounts', () => {
  it('lists the merchant payout providers', async () => {
    const providers = await t.value(payoutProviders, { token });
    expect(providers.map((provider) => provider.code)).toEqual(['GCASH', 'MAYA', 'BDO', 'BPI', 'METROBANK']);
  });

  it('binds accounts masked to the last 4 digits; the first payee name becomes the member name, others must match', async () => {
    const first = await steps.bindAccount(token, 'Juan  Dela Cruz', '09171112222');
    expect(first).toMatchObject({
      kind: 'E_WALLET',
      provider: 'GCash',
      accountNumber: '*******2222',
      payeeName: 'Juan Dela Cruz',
    });
    const second = await t.value(bindBankAccount, {
      token,
      body: { providerCode: 'BDO', accountNumber: '001234567890', payeeName: 'juan dela cruz' },
    });
    expect(second).toMatchObject({ kind: 'BANK', provider: 'BDO Unibank', payeeName: 'Juan Dela Cruz' });
    const mismatch = await t.request('POST', bindBankAccount.path, {
      token,
      body: { providerCode: 'BPI', accountNumber: '998877665544', payeeName: 'Maria Santos' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ field: 'payeeName', messageKey: 'payee_name_mismatch' });
    const duplicate = await t.request('POST', bindBankAccount.path, {
      token,
      body: { providerCode: 'GCASH', accountNumber: '09171112222', payeeName: 'Juan Dela Cruz' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ messageKey: 'bank_account_taken' });
    const unknown = await t.request('POST', bindBankAccount.path, {
      token,
      body: { providerCode: 'PAYPAL', accountNumber: '12345678', payeeName: 'Juan Dela Cruz' },
    });
    expect(unknown.body).toMatchObject({ field: 'providerCode', messageKey: 'provider_unknown' });
    const badNumber = await t.request('POST', bindBankAccount.path, {
      token,
      body: { providerCode: 'BPI', accountNumber: '12-34', payeeName: 'Juan Dela Cruz' },
    });
    expect(badNumber.body).toMatchObject({ field: 'accountNumber' });
    expect((await t.value(bankAccounts, { token })).map((account) => account.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it('allows at most 5 accounts', async () => {
    for (let index = 0; index < 5; index++)
      await steps.bindAccount(token, 'Juan Dela Cruz', `0917000000${index}`);
    const sixth = await t.request('POST', bindBankAccount.path, {
      token,
      body: { providerCode: 'GCASH', accountNumber: '09170000009', payeeName: 'Juan Dela Cruz' },
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ messageKey: 'bank_account_limit' });
  });
});

describe('payment password', () => {
  it('is set the first time with the login password, then changed with the current one', async () => {
    expect((await t.value(withdrawalInfo, { token })).hasPaymentPassword).toBe(false);
    const wrongLogin = await t.request('PUT', '/wps/member/password/payment', {
      token,
      body: await encryptedBody(t.platform, {
        loginPassword: 'Wrong999',
        paymentPassword: PIN,
        confirmPaymentPassword: PIN,
      }),
    });
    expect(wrongLogin.body).toMatchObject({ field: 'loginPassword', messageKey: 'password_incorrect' });
    expect(await steps.setPin(token)).toEqual({ hasPaymentPassword: true });
    expect((await t.value(withdrawalInfo, { token })).hasPaymentPassword).toBe(true);
    const withLogin = await t.request('PUT', '/wps/member/password/payment', {
      token,
      body: await encryptedBody(t.platform, {
        loginPassword: DEMO_PASSWORD,
        paymentPassword: '111111',
        confirmPaymentPassword: '111111',
      }),
    });
    expect(withLogin.body).toMatchObject({ field: 'oldPaymentPassword', messageKey: 'input_empty' });
    const mismatch = await t.request('PUT', '/wps/member/password/payment', {
      token,
      body: await encryptedBody(t.platform, {
        oldPaymentPassword: PIN,
        paymentPassword: '111111',
        confirmPaymentPassword: '111112',
      }),
    });
    expect(mismatch.body).toMatchObject({ field: 'confirmPaymentPassword' });
    const changed = await t.request('PUT', '/wps/member/password/payment', {
      token,
      body: await encryptedBody(t.platform, {
        oldPaymentPassword: PIN,
        paymentPassword: '111111',
        confirmPaymentPassword: '111111',
      }),
    });
    expect(changed.status).toBe(200);
    const plain = await t.request('PUT', '/wps/member/password/payment', {
      token,
      body: { oldPaymentPassword: '111111', paymentPassword: '222222', confirmPaymentPassword: '222222' },
    });
    expect(plain.body).toMatchObject({ field: 'value' });
  });

  it('R4.74 counts wrong answers on a withdrawal and locks for 5 minutes after the fifth, moving nothing', async () => {
    await steps.setPin(token);
    const account = await steps.bindAccount(token);
    const before = await steps.balance(token);
    const attempt = () =>
      encrypted(withdraw.path, {
        bankAccountId: account.id,
        amount: 200,
        paymentPassword: '000000',
        requestId: newRequestId(),
      });
    for (let tries = 4; tries >= 1; tries--) {
      const answer = await attempt();
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        field: 'paymentPassword',
        messageKey: 'payment_password_incorrect',
        triesLeft: tries,
      });
    }
    const locked = await attempt();
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ messageKey: 'payment_password_locked', retryAfter: 300 });
    // Locked: even the right one is refused until the five minutes pass.
    await expect(steps.withdraw(token, account.id, 200)).rejects.toMatchObject({ status: 429 });
    expect((await t.value(withdrawalInfo, { token })).paymentPasswordLockedUntil).toBe(
      '2026-01-15T08:05:00.000Z',
    );
    t.clock.advance(5 * 60_000);
    expect(await steps.withdraw(token, account.id, 200)).toMatchObject({ status: 'IN_PROCESS' });
    expect(await steps.balance(token)).toBe(before - 200);
  });
});

describe('withdrawals', () => {
  it('R4.74 debits at request, and a rejection refunds exactly once', async () => {
    const before = await steps.balance(token);
    const { record } = await withdrawalInProcess(300);
    expect(record).toMatchObject({ status: 'IN_PROCESS', confirmation: 'NONE', amount: 300, proofCount: 0 });
    expect(await steps.balance(token)).toBe(before - 300);
    const [first, second] = await Promise.all([
      steps.reviewWithdrawal(record.id, 'reject'),
      steps.reviewWithdrawal(record.id, 'reject'),
    ]);
    expect(first.status).toBe('REJECTED');
    expect(second.status).toBe('REJECTED');
    expect(await steps.balance(token)).toBe(before);
    const refunds = (await ledgerOf(t, 'demo01')).filter((entry) => entry.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 30000, idempotencyKey: `refund:withdrawal:${record.id}` }),
    ]);
    const late = await t.request('POST', '/admin/withdrawals/review', {
      ...steps.admin,
      body: { id: record.id, decision: 'approve' },
    });
    expect(late.status).toBe(409);
    const queue = await t.value(adminWithdrawals, {
      ...steps.admin,
      query: { merchantCode: 'ph', status: 'REJECTED' },
    });
    expect(queue).toEqual([expect.objectContaining({ id: record.id, account: 'demo01', amount: 300 })]);
  });

  it('a replayed requestId answers the first withdrawal and debits once, even in parallel', async () => {
    await steps.setPin(token);
    const account = await steps.bindAccount(token);
    const before = await steps.balance(token);
    const requestId = newRequestId();
    const answers = await Promise.all([1, 2, 3].map(() => steps.withdraw(token, account.id, 150, requestId)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await steps.balance(token)).toBe(before - 150);
  });

  it('refuses over the balance, outside the limits, an unknown account and the turnover not played, moving nothing', async () => {
    await steps.setPin(token);
    const account = await steps.bindAccount(token);
    const before = await steps.balance(token);
    const over = await encrypted(withdraw.path, {
      bankAccountId: account.id,
      amount: 10_000.01,
      paymentPassword: PIN,
      requestId: newRequestId(),
    });
    expect(over.body).toMatchObject({
      errorCode: ErrorCode.insufficientBalance,
      field: 'amount',
      messageKey: 'amount_over_balance',
    });
    const small = await encrypted(withdraw.path, {
      bankAccountId: account.id,
      amount: 99.99,
      paymentPassword: PIN,
      requestId: newRequestId(),
    });
    expect(small.body).toMatchObject({ field: 'amount', messageKey: 'amount_below_minimum', minAmount: 100 });
    const decimals = await encrypted(withdraw.path, {
      bankAccountId: account.id,
      amount: 100.001,
      paymentPassword: PIN,
      requestId: newRequestId(),
    });
    expect(decimals.body).toMatchObject({ field: 'amount' });
    const zero = await encrypted(withdraw.path, {
      bankAccountId: account.id,
      amount: 0,
      paymentPassword: PIN,
      requestId: newRequestId(),
    });
    expect(zero.body).toMatchObject({ field: 'amount' });
    const foreign = await encrypted(withdraw.path, {
      bankAccountId: 999_999,
      amount: 200,
      paymentPassword: PIN,
      requestId: newRequestId(),
    });
    expect(foreign.body).toMatchObject({ field: 'bankAccountId', messageKey: 'bank_account_unknown' });
    // A deposit of 500 asks for 500 of valid turnover first.
    const deposited = await steps.deposit(token, 500);
    await steps.reviewDeposit(deposited.id, 'approve');
    const info = await t.value(withdrawalInfo, { token });
    expect(info).toMatchObject({ turnoverRequired: 500, turnoverDone: 0, minAmount: 100, maxAmount: 50000 });
    const turnover = await encrypted(withdraw.path, {
      bankAccountId: account.id,
      amount: 200,
      paymentPassword: PIN,
      requestId: newRequestId(),
    });
    expect(turnover.body).toMatchObject({
      messageKey: 'turnover_incomplete',
      turnoverRequired: 500,
      turnoverDone: 0,
    });
    expect(await steps.balance(token)).toBe(before + 500);
    expect(await t.value(adminWithdrawals, { ...steps.admin, query: { merchantCode: 'ph' } })).toEqual([]);
  });

  it('R6.05 refuses trial players with 403 in_need_true_account', async () => {
    const trial = await createTestClient(t.platform).call(freePlay, { platform: 'W' });
    for (const [method, path, body] of [
      ['GET', payoutProviders.path, undefined],
      ['GET', bankAccounts.path, undefined],
      ['GET', withdrawalInfo.path, undefined],
      [
        'POST',
        bindBankAccount.path,
        { providerCode: 'GCASH', accountNumber: '09171112222', payeeName: 'Juan Dela Cruz' },
      ],
      ['POST', confirmWithdrawal.path, { id: 1, received: true }],
    ] as const) {
      const answer = await t.request(method, path, { token: trial.token, ...(body ? { body } : {}) });
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({ errorCode: ErrorCode.trialAccount });
    }
  });
});

describe('withdrawal confirmation (spec section 4)', () => {
  it('R4.77 after approval the member confirms receipt', async () => {
    const { record } = await withdrawalInProcess();
    const approved = await steps.reviewWithdrawal(record.id, 'approve');
    expect(approved).toMatchObject({
      status: 'APPROVED',
      confirmation: 'PENDING',
      autoReceiptAt: '2026-01-15T08:30:00.000Z',
    });
    const received = await t.value(confirmWithdrawal, { token, body: { id: record.id, received: true } });
    expect(received).toMatchObject({ confirmation: 'RECEIVED', autoReceiptAt: null });
    expect(
      await t.value(confirmWithdrawal, { token, body: { id: record.id, received: true } }),
    ).toMatchObject({
      confirmation: 'RECEIVED',
    });
    const late = await t.request('POST', confirmWithdrawal.path, {
      token,
      body: { id: record.id, received: false, proofs: [proof(PNG)] },
    });
    expect(late.body).toMatchObject({ errorCode: ErrorCode.conflict, messageKey: 'confirmation_closed' });
  });

  it('R4.78 R5.35 not received takes png or jpg proofs; R4.79 the operator forces it received, nothing refunded', async () => {
    const { record } = await withdrawalInProcess();
    const early = await t.request('POST', confirmWithdrawal.path, {
      token,
      body: { id: record.id, received: true },
    });
    expect(early.body).toMatchObject({ messageKey: 'withdrawal_not_approved' });
    await steps.reviewWithdrawal(record.id, 'approve');
    const balance = await steps.balance(token);
    const answered = await t.value(confirmWithdrawal, {
      token,
      body: {
        id: record.id,
        received: false,
        remark: 'Nothing arrived',
        proofs: [proof(PNG), proof(JPEG, 'jpeg')],
      },
    });
    expect(answered).toMatchObject({ confirmation: 'NOT_RECEIVED', proofCount: 2 });
    const forced = await steps.reviewWithdrawal(record.id, 'forceReceived');
    expect(forced).toMatchObject({ confirmation: 'FORCED_RECEIVED', status: 'APPROVED' });
    expect(await steps.balance(token)).toBe(balance);
    const [listed] = (
      await t.value(withdrawalRecords, { token, query: { startDate: '2026-01-15', endDate: '2026-01-15' } })
    ).list;
    expect(listed).toMatchObject({ id: record.id, confirmation: 'FORCED_RECEIVED', proofCount: 2 });
  });

  it('R5.34 R5.36 R5.37 refuses a remark over 140 characters, a proof that is not png or jpg, over 5 MB, or a fourth image, storing nothing', async () => {
    const { record } = await withdrawalInProcess();
    await steps.reviewWithdrawal(record.id, 'approve');
    const send = (proofs: unknown[]) =>
      t.request('POST', confirmWithdrawal.path, { token, body: { id: record.id, received: false, proofs } });
    const gif = await send([proof(PNG), proof(GIF)]);
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({ field: 'proofs.1.dataUrl', messageKey: 'proof_not_image' });
    // A GIF labelled png: the bytes decide.
    expect(
      (await send([{ name: 'x.png', dataUrl: `data:image/png;base64,${GIF.toString('base64')}` }])).body,
    ).toMatchObject({
      messageKey: 'proof_not_image',
    });
    expect(
      (await send([{ name: 'x.gif', dataUrl: `data:image/gif;base64,${GIF.toString('base64')}` }])).status,
    ).toBe(400);
    const large = Buffer.concat([PNG, Buffer.alloc(PROOF_MAX_BYTES)]);
    const tooLarge = await send([proof(large)]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ field: 'proofs.0.dataUrl' });
    const four = await send([proof(PNG), proof(PNG), proof(PNG), proof(PNG)]);
    expect(four.body).toMatchObject({ field: 'proofs' });
    expect((await send([])).body).toMatchObject({ field: 'proofs' });
    const longRemark = await t.request('POST', confirmWithdrawal.path, {
      token,
      body: { id: record.id, received: false, remark: 'x'.repeat(141), proofs: [proof(PNG)] },
    });
    expect(longRemark.body).toMatchObject({ field: 'remark' });
    const [listed] = (
      await t.value(withdrawalRecords, { token, query: { startDate: '2026-01-15', endDate: '2026-01-15' } })
    ).list;
    expect(listed).toMatchObject({ confirmation: 'PENDING', proofCount: 0 });
  });

  it('R5.35 takes three images of nearly 5 MB each on this route only (the body limit), and 64 KB elsewhere', async () => {
    const { record } = await withdrawalInProcess();
    await steps.reviewWithdrawal(record.id, 'approve');
    const big = Buffer.concat([JPEG, Buffer.alloc(PROOF_MAX_BYTES - JPEG.length)]);
    const answered = await t.value(confirmWithdrawal, {
      token,
      body: {
        id: record.id,
        received: false,
        proofs: [proof(big, 'jpeg'), proof(big, 'jpeg'), proof(big, 'jpeg')],
      },
    });
    expect(answered).toMatchObject({ confirmation: 'NOT_RECEIVED', proofCount: 3 });
    const elsewhere = await t.request('POST', bindBankAccount.path, {
      token,
      body: { providerCode: 'GCASH', accountNumber: '1'.repeat(34), payeeName: 'x'.repeat(70_000) },
    });
    expect(elsewhere.body).toMatchObject({ field: 'body' });
  });

  it('R4.80 counts an unanswered confirmation as received after the merchant 30 minutes', async () => {
    const { record } = await withdrawalInProcess();
    await steps.reviewWithdrawal(record.id, 'approve');
    t.clock.advance(29 * 60_000);
    expect(await t.platform.cashierSweeps.run()).toMatchObject({ autoReceived: 0 });
    t.clock.advance(60_000);
    expect(await t.platform.cashierSweeps.run()).toMatchObject({ autoReceived: 1 });
    const [listed] = (
      await t.value(withdrawalRecords, { token, query: { startDate: '2026-01-15', endDate: '2026-01-15' } })
    ).list;
    expect(listed).toMatchObject({ confirmation: 'AUTO_RECEIVED', autoReceiptAt: null });
    const after = await t.request('POST', confirmWithdrawal.path, {
      token,
      body: { id: record.id, received: true },
    });
    expect(after.body).toMatchObject({ messageKey: 'confirmation_closed' });
  });
});
