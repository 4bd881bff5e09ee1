import { ApiError, captcha, ErrorCode, login } from '@lobbykit/api-client';
import { agentDownline, register } from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../db/merchants';
import { members, sessions } from '../db/schema/index';
import { hashPassword } from '../services/passwords';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient, encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();

async function agentLoginError(username: string, password: string): Promise<ApiError> {
  const client = createTestClient(t.platform);
  const error = await client.call(login, { username, password, agent: true }).catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error('expected a refusal');
  return error;
}

describe('agent login', () => {
  it('R6.10 R6.11 lets an agent in through the agent login', async () => {
    const client = createTestClient(t.platform);
    const value = await client.call(login, { username: 'agent01', password: 'Agent1234', agent: true });
    expect(value).toMatchObject({ account: 'agent01', type: 1 });
  });

  it("R6.12 refuses a player with 'Non-agents cannot log in' and opens no session", async () => {
    const error = await agentLoginError('demo01', 'Demo1234');
    expect(error.status).toBe(403);
    expect(error.errorCode).toBe(ErrorCode.nonAgent);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('R6.12 a wrong password stays a wrong password: the agent check comes after it', async () => {
    const error = await agentLoginError('demo01', 'Wrong999');
    expect(error.errorCode).toBe(ErrorCode.invalidCredentials);
  });

  it("R6.13 refuses an account that is no member (a trial account) with 'Non-member account unable to login'", async () => {
    const merchantId = (await findMerchantByCode(t.database.db, 'ph'))!.id;
    await t.database.db.insert(members).values({
      merchantId,
      username: 'trial77',
      passwordHash: await hashPassword('Trial1234'),
      type: 4,
      customerId: 'PHTRIAL77',
      currency: 'TLB',
    });
    const error = await agentLoginError('trial77', 'Trial1234');
    expect(error.errorCode).toBe(ErrorCode.nonMember);
  });
});

describe('GET /wps/agent/downline', () => {
  it("R4.30 lists a player who registered with the agent's affiliate code, newest first, paged", async () => {
    const { captchaId } = await t.value(captcha);
    const form = {
      username: 'downline77',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '09181234567',
      affiliateCode: 'agent01',
      captchaId,
      captcha: 'Ab3x',
      login: false,
    };
    const registered = await t.request('PUT', register.path, { body: await encryptedBody(t.platform, form) });
    expect(registered.body).toMatchObject({ success: true });

    const token = await t.tokenFor('agent01', 'Agent1234');
    const page = await t.value(agentDownline, { token, query: { page: '1', pageSize: '1' } });
    expect(page.total).toBeGreaterThanOrEqual(2); // demo01 is seeded under agent01
    expect(page.pageSize).toBe(1);
    expect(page.list).toEqual([
      { account: 'downline77', nickname: null, registeredAt: expect.any(String), affiliateCode: 'agent01' },
    ]);
    const second = await t.value(agentDownline, { token, query: { page: '2', pageSize: '1' } });
    expect(second.list[0]!.account).not.toBe('downline77');
  });

  it('R6.12 answers 403 non_agent to a player and 401 without a session', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const player = await t.request('GET', agentDownline.path, { token });
    expect(player.status).toBe(403);
    expect(player.body).toMatchObject({ errorCode: ErrorCode.nonAgent });
    expect((await t.request('GET', agentDownline.path)).status).toBe(401);
  });

  it('refuses a page size over 100 with 400 and the field', async () => {
    const token = await t.tokenFor('agent01', 'Agent1234');
    const answer = await t.request('GET', agentDownline.path, { token, query: { pageSize: '500' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'pageSize' });
  });
});
