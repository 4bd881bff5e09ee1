import { captcha, ErrorCode, INT4_MAX } from '@lobbykit/api-client';
import {
  adminReviewWithdrawal,
  adminSharedBankAccounts,
  bindBankAccount,
  claimReward,
  confirmWithdrawal,
  deleteMessages,
  markMessages,
  register,
  setPaymentPassword,
  withdraw,
  withdrawalInfo,
} from '@lobbykit/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchants } from '../db/schema/index';
import { cashierSteps, newRequestId, PIN } from '../testing/cashier';
import { ledgerOf } from '../testing/ledger';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient, encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();
const steps = cashierSteps(t);

const PASSWORD = 'Secret123';

/** A player who just signed up on the player site: 10,000.00 of demo credit and nothing else. */
async function freshPlayer(username = 'newplayer1'): Promise<string> {
  const { captchaId } = await t.value(captcha, {});
  await createTestClient(t.platform, {}).call(register, {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    mobileNum: '09181234567',
    captchaId,
    captcha: 'Ab3x',
  });
  return t.tokenFor(username, PASSWORD);
}

describe('demo credit is for play, not for cashing out', () => {
  it('a fresh registration cannot withdraw its demo credit: the turnover equals it, the refusal says why, nothing moves', async () => {
    const token = await freshPlayer();
    const client = steps.client(token);
    await client.call(setPaymentPassword, {
      loginPassword: PASSWORD,
      paymentPassword: PIN,
      confirmPaymentPassword: PIN,
    });
    const account = await steps.bindAccount(token, 'Ana Cruz', '09179998888');
    const info = await t.value(withdrawalInfo, { token });
    expect(info).toMatchObject({ balance: 10_000, turnoverRequired: 10_000, turnoverDone: 0 });

    const refused = await t.request('POST', withdraw.path, {
      token,
      body: await encryptedBody(t.platform, {
        bankAccountId: account.id,
        amount: 10_000,
        paymentPassword: PIN,
        requestId: newRequestId(),
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      field: 'amount',
      messageKey: 'turnover_incomplete',
      turnoverRequired: 10_000,
      turnoverDone: 0,
    });
    expect(await steps.balance(token)).toBe(10_000);
    expect((await ledgerOf(t, 'newplayer1')).map((entry) => entry.kind)).toEqual(['credit']);
  });
});

describe('one account number bound by two members, per the merchant setting', () => {
  it("'refuse' (the seeded default) answers the second member 409 bank_account_shared", async () => {
    await steps.bindAccount(await t.tokenFor('demo01', 'Demo1234'), 'Juan Dela Cruz', '09176660000');
    const second = await t.request('POST', bindBankAccount.path, {
      token: await freshPlayer(),
      body: { providerCode: 'GCASH', accountNumber: '09176660000', payeeName: 'Ana Cruz' },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ field: 'accountNumber', messageKey: 'bank_account_shared' });
    expect(await t.value(adminSharedBankAccounts, { ...steps.admin, query: { merchantCode: 'ph' } })).toEqual(
      [],
    );
  });

  it("'flag' binds it and lists it for the operator through the admin API", async () => {
    await t.database.db
      .update(merchants)
      .set({ settings: sql`${merchants.settings} || '{"sharedBankAccount":"flag"}'::jsonb` })
      .where(eq(merchants.code, 'ph'));
    await steps.bindAccount(await t.tokenFor('demo01', 'Demo1234'), 'Juan Dela Cruz', '09176660000');
    await steps.bindAccount(await freshPlayer(), 'Ana Cruz', '09176660000');
    const shared = await t.value(adminSharedBankAccounts, { ...steps.admin, query: { merchantCode: 'ph' } });
    expect(shared).toEqual([
      expect.objectContaining({
        providerCode: 'GCASH',
        accountNumber: '09176660000',
        holders: [
          expect.objectContaining({ account: 'demo01', payeeName: 'Juan Dela Cruz' }),
          expect.objectContaining({ account: 'newplayer1', payeeName: 'Ana Cruz' }),
        ],
      }),
    ]);
    const anonymous = await t.request('GET', `${adminSharedBankAccounts.path}?merchantCode=ph`, {});
    expect(anonymous.status).toBe(403);
  });
});

describe('ids past their column are a 400, never a 500', () => {
  it('claimReward, confirmWithdrawal, withdraw, the admin review and message ids:[1e21]', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const answers = [
      await t.request('POST', claimReward.path, {
        token,
        body: { id: INT4_MAX + 1, requestId: newRequestId() },
      }),
      await t.request('POST', confirmWithdrawal.path, { token, body: { id: INT4_MAX + 1, received: true } }),
      await t.request('POST', withdraw.path, {
        token,
        body: await encryptedBody(t.platform, {
          bankAccountId: INT4_MAX + 1,
          amount: 100,
          paymentPassword: PIN,
          requestId: newRequestId(),
        }),
      }),
      await t.request('POST', withdraw.path, {
        token,
        body: await encryptedBody(t.platform, {
          bankAccountId: 1,
          amount: 99_999_999_999.99,
          paymentPassword: PIN,
          requestId: newRequestId(),
        }),
      }),
      await t.request('POST', adminReviewWithdrawal.path, {
        ...steps.admin,
        body: { id: INT4_MAX + 1, decision: 'reject' },
      }),
      await t.request('POST', markMessages.path, { token, body: { ids: [1e21], read: true } }),
      await t.request('DELETE', deleteMessages.path, { token, body: { ids: [1e21] } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    for (const answer of answers) expect(answer.body).toMatchObject({ errorCode: ErrorCode.validation });
  });
});
