import { ErrorCode, login as loginEndpoint } from '@lobbykit/api-client';
import { loginProof, loginProofSms } from '@lobbykit/api-client/accounts';
import { describe, expect, it } from 'vitest';
import { $session } from '../stores/session';
import { loginAnswer } from '../testing/fake-platform';
import { loginRuntimeForFile } from '../testing/login-runtime';
import { login } from './login';
import { proveLogin, sendLoginProofSms } from './login-proof';

const t = loginRuntimeForFile();
const form = { username: 'demo01', password: 'Demo1234', terms: true };
const challenge = { ticket: 't1', kind: 'mobile' as const, hint: '0917****567' };
const proofCalls = () => t.harness.platform.calls(loginProof);

describe('a login held at a new IP (R4.16)', () => {
  it('R4.16 login answers the proof the server waits for, and nothing is saved', async () => {
    t.harness.platform.fail(loginEndpoint, ErrorCode.verifyFirst, { proof: challenge });
    const result = await login(form);
    expect(result).toMatchObject({
      status: 'failed',
      errorCode: 'verify_first',
      message: 'Please complete verification first',
      proof: challenge,
    });
    expect($session.get().isLogin).toBe(false);
  });

  it('R4.16 sends the mobile proof code for the ticket', async () => {
    t.harness.platform.on(loginProofSms, { expiredMinutes: 1, message: 'sent' });
    expect(await sendLoginProofSms(challenge)).toMatchObject({ status: 'sent', seconds: 60 });
    expect(t.harness.platform.calls(loginProofSms)[0]?.body).toEqual({
      ticket: 't1',
    });
  });

  it('R4.16 the accepted proof finishes the login as a login would', async () => {
    t.harness.platform.on(loginProof, loginAnswer());
    expect(await proveLogin(challenge, ' 123456 ', form)).toEqual({ status: 'ok', next: '/' });
    expect(proofCalls()[0]?.body).toEqual({ ticket: 't1', answer: '123456' });
    expect($session.get().isLogin).toBe(true);
  });

  it('R4.16 an empty answer sends nothing; a spent ticket says so', async () => {
    expect(await proveLogin(challenge, '  ', form)).toMatchObject({ status: 'failed', field: 'answer' });
    expect(proofCalls()).toHaveLength(0);
    t.harness.platform.fail(loginProof, ErrorCode.validation, {
      field: 'ticket',
      messageKey: 'proof_expired',
    });
    expect(await proveLogin(challenge, '123456', form)).toMatchObject({ errorCode: 'proof_expired' });
  });
});
