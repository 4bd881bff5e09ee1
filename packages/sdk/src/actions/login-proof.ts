import { ErrorCode } from '@lobbykit/api-client';
import { loginProof, loginProofSms } from '@lobbykit/api-client/accounts';
import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { failureOf } from './failure';
import { completeLogin, type LoginChallenge, type LoginForm, type LoginResult } from './login';
import { type SmsSendResult, sendSmsCode } from './sms-code';

/**
 * R4.16: sends the code of a mobile proof to the number the account is bound to, under the one SMS
 * countdown and throttle.
 */
export function sendLoginProofSms(challenge: LoginChallenge): Promise<SmsSendResult> {
  return sendSmsCode(challenge.hint || challenge.kind, () =>
    getClient().call(loginProofSms, { ticket: challenge.ticket }),
  );
}

/**
 * R4.16: the extra proof of a login from a new IP (the SMS code, the bound email or the bank
 * account name). Accepted, it finishes the login the form started, as if no proof had been asked.
 */
export async function proveLogin(
  challenge: LoginChallenge,
  answer: string,
  form: LoginForm,
): Promise<LoginResult> {
  const value = answer.trim();
  if (!value) {
    return {
      status: 'failed',
      errorCode: ErrorCode.validation,
      message: errorMessage('verify_first'),
      captcha: false,
      field: 'answer',
    };
  }
  const { terms: _terms, ...payload } = form;
  try {
    const session = await getClient().call(loginProof, { ticket: challenge.ticket, answer: value });
    return completeLogin(payload, session);
  } catch (error) {
    const { errorCode, messageKey, message, field } = failureOf(error);
    return {
      status: 'failed',
      errorCode: messageKey === 'proof_expired' ? messageKey : errorCode,
      message,
      captcha: false,
      field: field ?? undefined,
    };
  }
}
