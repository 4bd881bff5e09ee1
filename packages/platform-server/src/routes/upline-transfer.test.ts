import { ErrorCode, freePlay, walletBalance } from '@lobbykit/api-client';
import {
  setPaymentPassword,
  transactionDetail,
  transactionHistory,
  transferUpline,
  uplineInfo,
} from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../db/schema/index';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient, encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();

const PAYMENT_PASSWORD = '246810';

async function playerWithPaymentPassword(username = 'demo01', merchant = 'ph'): Promise<string> {
  const token = await t.tokenFor(username, 'Demo1234', merchant);
  await createTestClient(t.platform, { merchant, token }).call(setPaymentPassword, {
    loginPassword: 'Demo1234',
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  return token;
}

async function sendToUpline(token: string, body: Record<string, unknown>, merchant = 'ph') {
  return t.request('POST', transferUpline.path, {
    token,
    merchant,
    body: await encryptedBody(t.platform, { paymentPassword: PAYMENT_PASSWORD, ...body }),
  });
}

const balance = async (token: string, merchant = 'ph') =>
  (await t.value(walletBalance, { token, merchant })).balance;
const ledgerCount = async () => (await t.database.db.select().from(ledgerEntries)).length;

describe('upline', () => {
  it('R6.04 uplineInfo names the agent, or null for a member who joined without one', async () => {
    const demo = await t.tokenFor('demo01', 'Demo1234');
    expect(await t.value(uplineInfo, { token: demo })).toEqual({
      upline: { account: 'agent01', nickname: 'Agent One' },
    });
    const bd = await t.tokenFor('bdplayer01', 'Demo1234', 'bd');
    expect(await t.value(uplineInfo, { token: bd, merchant: 'bd' })).toEqual({ upline: null });
  });

  it('R6.04 transferUpline moves money from the main wallet to the agent in one step', async () => {
    const token = await playerWithPaymentPassword();
    const agent = await t.tokenFor('agent01', 'Agent1234');
    const response = await sendToUpline(token, { amount: 250.25, requestId: 'upline-0001' });
    expect(response.body).toEqual({
      success: true,
      value: { balance: 9_749.75, upline: 'agent01', amount: 250.25 },
    });
    expect(await balance(token)).toBe(9_749.75);
    expect(await balance(agent)).toBe(10_250.25);

    // R7.29 each side's transaction detail names the other.
    const day = { startDate: '2026-01-15', endDate: '2026-01-15', kind: 'transfer' };
    for (const [who, amount, from, to] of [
      [token, -250.25, 'MAIN', 'agent01'],
      [agent, 250.25, 'demo01', 'MAIN'],
    ] as const) {
      const [entry] = (await t.value(transactionHistory, { token: who, query: day })).list;
      expect(entry).toMatchObject({ kind: 'transfer', wallet: 'MAIN', amount });
      const detail = await t.value(transactionDetail, { token: who, query: { id: String(entry!.id) } });
      expect(detail.details).toEqual(
        expect.arrayContaining([
          { label: 'from', value: from },
          { label: 'to', value: to },
        ]),
      );
    }
  });

  it('R6.04 a replayed requestId answers the first answer and moves nothing', async () => {
    const token = await playerWithPaymentPassword();
    const first = await sendToUpline(token, { amount: 10, requestId: 'upline-0002' });
    const count = await ledgerCount();
    const again = await sendToUpline(token, { amount: 10, requestId: 'upline-0002' });
    expect(again.body).toEqual(first.body);
    expect(await ledgerCount()).toBe(count);
    expect(await balance(token)).toBe(9_990);
  });

  it('R6.04 a wrong payment password is refused and counted, and moves nothing', async () => {
    const token = await playerWithPaymentPassword();
    const before = await ledgerCount();
    const wrong = await sendToUpline(token, {
      amount: 10,
      requestId: 'upline-0003',
      paymentPassword: '111111',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'paymentPassword', messageKey: 'payment_password_incorrect' });
    expect(wrong.body.triesLeft).toBe(4);
    expect(await ledgerCount()).toBe(before);
  });

  it('R6.04 refuses more than the balance, bad amounts, a member without an agent and trial sessions', async () => {
    const token = await playerWithPaymentPassword();
    const bd = await playerWithPaymentPassword('bdplayer01', 'bd');
    // Free play writes the trial credit: opened before counting.
    const trial = (await createTestClient(t.platform).call(freePlay, { os: 'Linux', platform: 'W' })).token;
    const before = await ledgerCount();
    const tooMuch = await sendToUpline(token, { amount: 10_000.01, requestId: 'upline-0004' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ errorCode: ErrorCode.insufficientBalance });
    for (const amount of [0, -1, 2.999]) {
      const bad = await sendToUpline(token, { amount, requestId: 'upline-0005' });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('amount');
    }
    const orphan = await sendToUpline(bd, { amount: 1, requestId: 'upline-0006' }, 'bd');
    expect(orphan.status).toBe(409);
    expect(orphan.body).toMatchObject({ messageKey: 'no_upline' });

    for (const response of [
      await sendToUpline(trial, { amount: 1, requestId: 'upline-0007' }),
      await t.request('GET', uplineInfo.path, { token: trial }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ errorCode: ErrorCode.trialAccount });
    }
    expect(await ledgerCount()).toBe(before);
  });
});
