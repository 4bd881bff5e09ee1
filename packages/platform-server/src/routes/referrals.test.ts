import { captcha, ErrorCode, freePlay } from '@lobbykit/api-client';
import { referralInfo, referralList, register, type registrationUser } from '@lobbykit/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { referrerIdOf } from '../db/referrals';
import { memberReferrals, whitelabelNodes } from '../db/schema/index';
import { DEMO_REFERRAL_CODE } from '../seed/seed-referrals';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient, encryptedBody } from '../testing/test-client';

type Form = v.InferInput<typeof registrationUser>;

const t = testPlatformForFile();

async function formFor(overrides: Partial<Form> = {}): Promise<Form> {
  const { captchaId } = await t.value(captcha);
  return {
    username: 'friend02',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: '09181234567',
    captchaId,
    captcha: 'Ab3x',
    registerMethod: 'WEB',
    ...overrides,
  } as Form;
}

const ph = async () => (await findMerchantByCode(t.database.db, 'ph'))!;
const memberNamed = async (username: string) =>
  findMemberByUsername(t.database.db, (await ph()).id, username);

async function setReferral(enabled: boolean) {
  await t.database.db
    .update(whitelabelNodes)
    .set({ enabled })
    .where(and(eq(whitelabelNodes.merchantId, (await ph()).id), eq(whitelabelNodes.modId, 'REFERRAL')));
}

describe('referral', () => {
  it("R2.60 R3.03 answers demo01's referral code, with the seeded friend counted and listed masked", async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect(await t.value(referralInfo, { token })).toEqual({
      enabled: true,
      code: DEMO_REFERRAL_CODE,
      referredCount: 1,
    });
    const list = await t.value(referralList, { token, query: { pageNo: '1', pageSize: '20' } });
    expect(list).toMatchObject({ totalCount: 1, pageNum: 1, totalPages: 1 });
    expect(list.list).toEqual([{ account: 'fr***01', registeredAt: expect.any(String) }]);
    // The masked account is all a referrer learns: not the username, id or contact details.
    expect(JSON.stringify(list)).not.toContain('friend01');
  });

  it('R3.03 a member without a code gets one on first ask, the same on every later ask', async () => {
    const token = await t.tokenFor('friend01', 'Demo1234');
    const first = await t.value(referralInfo, { token });
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await t.value(referralInfo, { token })).toEqual({ ...first, referredCount: 0 });
    const list = await t.value(referralList, { token });
    expect(list).toMatchObject({ list: [], totalCount: 0 });
  });

  it("R3.03 a friend registering with demo01's code (any case) is linked to demo01 and listed first", async () => {
    const session = await createTestClient(t.platform).call(
      register,
      await formFor({ referralCode: DEMO_REFERRAL_CODE.toLowerCase(), login: true }),
    );
    expect(session?.account).toBe('friend02');
    const friend = (await memberNamed('friend02'))!;
    const demo01 = (await memberNamed('demo01'))!;
    expect(await referrerIdOf(t.database.db, friend.id)).toBe(demo01.id);
    // A referral is not an agent's downline: the friend gets no upline from it.
    expect(friend.uplineId).toBeNull();

    const token = await t.tokenFor('demo01', 'Demo1234');
    const list = await t.value(referralList, { token });
    expect(list.totalCount).toBe(2);
    expect(list.list[0]!.account).toBe('fr***02');
    expect((await t.value(referralInfo, { token })).referredCount).toBe(2);
  });

  it('R3.03 an unknown referral code is refused on referralCode with a translatable key, and no account is made', async () => {
    const response = await t.request('PUT', register.path, {
      body: await encryptedBody(t.platform, await formFor({ referralCode: 'NOSUCHCODE' })),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.validation,
      field: 'referralCode',
      messageKey: 'referral_code_invalid',
    });
    expect(await memberNamed('friend02')).toBeUndefined();
  });

  it('R2.60 with referral off the page answers disabled with no code, and a code on registration is refused', async () => {
    await setReferral(false);
    t.platform.caches.clear();
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect(await t.value(referralInfo, { token })).toEqual({ enabled: false, code: null, referredCount: 0 });
    const response = await t.request('PUT', register.path, {
      body: await encryptedBody(t.platform, await formFor({ referralCode: DEMO_REFERRAL_CODE })),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'referralCode', messageKey: 'referral_disabled' });
    expect(await memberNamed('friend02')).toBeUndefined();
  });

  it('bad input: a page size over 100 is a 400 on pageSize; no session is a 401; a trial account is refused', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const tooBig = await t.request('GET', referralList.path, { token, query: { pageSize: '101' } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ success: false, field: 'pageSize' });
    expect((await t.request('GET', referralInfo.path)).status).toBe(401);
    const trial = await createTestClient(t.platform).call(freePlay, { os: 'Linux', platform: 'W' });
    const refused = await t.request('GET', referralInfo.path, { token: trial.token });
    expect(refused.status).toBe(403);
    expect(await t.database.db.select().from(memberReferrals)).toHaveLength(1);
  });
});
