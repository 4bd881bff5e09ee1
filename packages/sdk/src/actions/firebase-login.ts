import { ErrorCode, login as loginEndpoint, type ResponseOf } from '@lobbykit/api-client';
import { firebaseSmsSend, firebaseSmsVerify } from '@lobbykit/api-client/accounts';
import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { failureOf } from './failure';
import { completeLogin, type LoginResult } from './login';
import { type MobileRule, phoneCodeSender, phoneFormFailure, type SmsLoginForm } from './phone-login';

/**
 * R4.13 Firebase SMS login (FIREBASESMSLOGIN3): Firebase sends the code and trades it for an ID
 * token; the login sends that token (type 'firebase'), never a password, so no change-password
 * modal opens (R4.07, R4.08). The reference platform answers Firebase's part itself (its local
 * phone verifier); a partner page that uses the Firebase client hands its token to
 * `firebaseTokenLogin`.
 */

/**
 * A refusal with the server's reason (details.messageKey: `verification_code_error`,
 * `verification_code_expired`, `phone_token_invalid`, `phone_token_other_phone`,
 * `phone_token_used`, `mobile_not_registered` ...), which the form shows in the player's language;
 * `message` is the error code's words for a form that knows no such key. Nobody is logged in.
 */
export type FirebaseLoginResult =
  | LoginResult
  | (Extract<LoginResult, { status: 'failed' }> & { messageKey: string });

function refusal(
  errorCode: string,
  messageKey: string | undefined,
  field: string | undefined,
): FirebaseLoginResult {
  return {
    status: 'failed',
    errorCode,
    message: errorMessage(errorCode),
    captcha: false,
    field,
    ...(messageKey ? { messageKey } : {}),
  };
}

function refused(error: unknown): FirebaseLoginResult {
  const { errorCode, messageKey, field } = failureOf(error);
  return refusal(errorCode, messageKey ?? undefined, field ?? undefined);
}

/** R4.13, R4.33: asks Firebase for a login code; the Send button then counts down 1 minute. */
export const sendFirebaseSms = phoneCodeSender((body) => getClient().call(firebaseSmsSend, body));

/** R4.13: logs in with a Firebase ID token of the player's number (a token is good for one login). */
export async function firebaseTokenLogin(proof: {
  idToken: string;
  mobileNum: string;
  countryDialingCode: string;
  agent?: boolean;
}): Promise<FirebaseLoginResult> {
  const payload = {
    username: '',
    password: '',
    type: 'firebase',
    firebaseChannel: 'sms',
    firebaseIdToken: proof.idToken,
    mobileNum: proof.mobileNum.trim(),
    countryDialingCode: proof.countryDialingCode.trim(),
    ...(proof.agent ? { agent: true } : {}),
  } as const;
  let answer: ResponseOf<typeof loginEndpoint>;
  try {
    answer = await getClient().call(loginEndpoint, payload);
  } catch (error) {
    return refused(error);
  }
  // The login's own steps from here (R4.02-R4.10); the phone was proven, so no forced change.
  return completeLogin(payload, answer);
}

/**
 * R4.13: the form's number and code (R5.04, R5.05 as for the SMS login): Firebase checks the code
 * and answers an ID token, which logs the player in. A wrong, expired or spent code, a token for
 * another number or one already used is refused in the player's language, and nobody is logged in.
 */
export async function firebaseSmsLogin(form: SmsLoginForm, rule?: MobileRule): Promise<FirebaseLoginResult> {
  const failure = phoneFormFailure(form, rule);
  if (failure) return failure;
  const mobileNum = form.mobileNum.trim();
  const verificationCode = form.verificationCode.trim();
  if (!verificationCode) return refusal(ErrorCode.validation, 'input_empty', 'verificationCode');
  let idToken: string;
  try {
    ({ idToken } = await getClient().call(firebaseSmsVerify, {
      mobileNum,
      countryDialingCode: form.countryDialingCode.trim(),
      verificationCode,
    }));
  } catch (error) {
    return refused(error);
  }
  return firebaseTokenLogin({
    idToken,
    mobileNum,
    countryDialingCode: form.countryDialingCode,
    ...(form.agent ? { agent: true } : {}),
  });
}
