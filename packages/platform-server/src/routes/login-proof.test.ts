import { captcha, ErrorCode, Header, login } from '@lobbykit/api-client';
import { adminOutbox, loginProof, loginProofSms, register } from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { changeAccountSettings } from '../testing/account-settings';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const admin = { [Header.adminKey]: TEST_ADMIN_KEY };
const NEW_IP = '198.51.100.7';
const MOBILE = '09181234567';

const newIpProof = (kind: 'off' | 'mobile' | 'email' | 'payeeName') =>
  changeAccountSettings(t, (settings) => ({ ...settings, newIpProof: kind }));

/** A registered player (registering from the default test IP makes it a known one). */
async function registerPlayer() {
  const { captchaId } = await t.value(captcha);
  const form = {
    username: 'prover01',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: MOBILE,
    email: 'prover@example.com',
    payeeName: 'Juan Dela Cruz',
    captchaId,
    captcha: 'Ab3x',
    login: false,
  };
  const answer = await t.request('PUT', register.path, { body: await encryptedBody(t.platform, form) });
  expect(answer.body).toMatchObject({ success: true });
}

const loginFrom = async (ip: string) =>
  t.request('POST', login.path, {
    ip,
    body: await encryptedBody(t.platform, { username: 'prover01', password: 'Secret123' }),
  });

const prove = async (ticket: string, answer: string, ip = NEW_IP) =>
  t.request('POST', loginProof.path, { ip, body: await encryptedBody(t.platform, { ticket, answer }) });

describe('a login from a new IP (R4.16)', () => {
  it('R4.16 asks nothing while the merchant setting is off', async () => {
    await registerPlayer();
    expect((await loginFrom(NEW_IP)).status).toBe(200);
  });

  it('R4.16 lets a known IP straight in and holds a new one for the bank account name', async () => {
    await registerPlayer();
    await newIpProof('payeeName');
    expect((await loginFrom('203.0.113.10')).status).toBe(200);

    const held = await loginFrom(NEW_IP);
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({
      errorCode: ErrorCode.verifyFirst,
      proof: { ticket: expect.any(String), kind: 'payeeName', hint: '' },
    });
    const { ticket } = held.body.proof as { ticket: string };

    const wrong = await prove(ticket, 'Pedro Penduko');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'answer', messageKey: 'proof_mismatch' });
    // Case and spacing do not count; the proof opens the session the login was waiting for.
    const proven = await prove(ticket, ' juan  dela CRUZ ');
    expect(proven.status).toBe(200);
    expect(proven.body.value).toMatchObject({ account: 'prover01', defaultPassword: false });
    // Single use, and the IP is now known.
    expect((await prove(ticket, 'Juan Dela Cruz')).body).toMatchObject({ messageKey: 'proof_expired' });
    expect((await loginFrom(NEW_IP)).status).toBe(200);
  });

  it('R4.16 a ticket works only from the IP it was issued to, and not after five wrong answers', async () => {
    await registerPlayer();
    await newIpProof('email');
    const held = await loginFrom(NEW_IP);
    expect(held.body.proof).toMatchObject({ kind: 'email', hint: 'p****r@example.com' });
    const { ticket } = held.body.proof as { ticket: string };
    expect((await prove(ticket, 'prover@example.com', '192.0.2.99')).body).toMatchObject({
      messageKey: 'proof_expired',
    });
    for (let i = 0; i < 5; i++) await prove(ticket, 'someone@example.com');
    expect((await prove(ticket, 'prover@example.com')).body).toMatchObject({ messageKey: 'proof_expired' });
  });

  it('R4.16 a mobile proof sends a code to the bound number and the code releases the login', async () => {
    await registerPlayer();
    await newIpProof('mobile');
    const held = await loginFrom(NEW_IP);
    expect(held.body.proof).toMatchObject({ kind: 'mobile', hint: '0918****567' });
    const { ticket } = held.body.proof as { ticket: string };
    const sent = await t.request('POST', loginProofSms.path, { ip: NEW_IP, body: { ticket } });
    expect(sent.status).toBe(200);
    const [sms] = await t.value(adminOutbox, {
      headers: admin,
      query: { merchantCode: 'ph', to: MOBILE, channel: 'sms' },
    });
    const code = sms!.body.match(/\b(\d{6})\b/)![1]!;
    expect((await prove(ticket, '000000')).status).toBe(400);
    expect((await prove(ticket, code)).status).toBe(200);
  });
});
