import { ErrorCode, type RequestOf, type ResponseOf } from '@lobbykit/api-client';
import { login as loginEndpoint, memberInfo, permission } from '@lobbykit/api-client/first-paint';
import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { emit } from '../runtime/events';
import {
  $session,
  forgetSession,
  markLoggedIn,
  type PasswordChangeReason,
  saveToken,
} from '../stores/session';
import { $startup } from '../stores/startup';
import { AGENT_CENTER } from './agent/agent-paths';
import { refreshBalance } from './balance';
import { type Failure, failureOf } from './failure';
import { rememberLoginPassword } from './known-password';
import { closeModal, openModal } from './modal';
import { isModuleEnabled, ModuleFlag } from './module-flags';
import { navigate } from './navigate';

/** The login form of spec section 3 plus the terms checkbox the widget shows. */
export type LoginForm = RequestOf<typeof loginEndpoint> & { terms: boolean };

export type LoginResult =
  | { status: 'ok'; next: '/' | '/agentHome' }
  | { status: 'changePassword'; reason: PasswordChangeReason }
  | LoginFailure;

/** A refused login: the `Failure`'s code, words and captcha flag, with the field it names. */
export type LoginFailure = { status: 'failed' } & Pick<Failure, 'errorCode' | 'message' | 'captcha'> & {
    field?: string | undefined;
    /** R4.16: a login from a new IP waits for this proof (`verify_first`). */
    proof?: LoginChallenge | undefined;
  };

/** The held login's ticket, what it waits for and a masked hint of the bound number or address. */
export interface LoginChallenge {
  ticket: string;
  /** 'google': Google verification, answered by a Google sign-in (`verifyLoginWithGoogle`). */
  kind: 'mobile' | 'email' | 'payeeName' | 'google';
  hint: string;
}

export interface LoginDetail {
  account: string;
  isAgent: boolean;
  isTrial: boolean;
}

/** The login flow of spec section 4, step by step; each step's requirement is named beside it. */
export async function login(form: LoginForm): Promise<LoginResult> {
  // R5.06: without the terms ticked, login silently stops; nothing is sent.
  if (!form.terms) return { status: 'failed', errorCode: 'terms', message: '', captcha: false };

  const { terms: _terms, ...fields } = form;
  const payload = trimmed(fields); // R5.07
  // An SMS login proves the phone instead (R5.04, R5.05; checked by smsLogin in the accounts entry).
  if (isPasswordLogin(payload) && (!payload.username || !payload.password)) {
    return {
      status: 'failed',
      errorCode: ErrorCode.validation,
      message: errorMessage('empty_credentials'),
      captcha: false,
      field: payload.username ? 'password' : 'username',
    };
  }

  let answer: ResponseOf<typeof loginEndpoint>;
  try {
    answer = await getClient().call(loginEndpoint, payload);
  } catch (error) {
    return failure(error); // R4.11: a `captcha: true` failure comes back as `captcha: true`
  }
  return completeLogin(payload, answer);
}

/** The steps after the server opened a session: a login's, a new-IP proof's (R4.16) or a one-click sign-in's. */
export async function completeLogin(
  payload: Payload | ProvenElsewhere,
  answer: ResponseOf<typeof loginEndpoint>,
): Promise<LoginResult> {
  const client = getClient();
  saveToken(answer.token); // R4.02
  let member: ResponseOf<typeof memberInfo>;
  try {
    member = await client.call(memberInfo); // R4.03
  } catch (error) {
    forgetSession();
    return failure(error);
  }
  markLoggedIn(member); // R4.04, R4.05

  const session = $session.get();
  const detail: LoginDetail = { account: member.account, isAgent: session.isAgent, isTrial: session.isTrial };

  if (answer.firstTimeLogin || member.firstTimeLogin) {
    // R4.06: the first-login action; the accounts issue hangs announcements and the gift notice on it.
    $session.setKey('firstTimeLogin', true);
    emit('first-login', detail);
  }

  const reason = await passwordChangeReason(payload, answer);
  if (reason) {
    // R4.07, R4.08: the change-password modal opens instead of the after-login steps.
    $session.setKey('mustChangePassword', reason);
    if ('password' in payload) rememberLoginPassword(payload.password); // R5.28: the old password is known, not asked again
    closeModal('login');
    openModal('changePassword', { reason, forced: true });
    emit('login', detail);
    return { status: 'changePassword', reason };
  }

  $session.setKey('afterLogin', true); // R4.09
  void refreshBalance(); // R4.09: user info loads, the header's balance with it
  closeModal('login');
  emit('login', detail);
  if (session.isAgent) {
    navigate(AGENT_CENTER); // R4.10
    return { status: 'ok', next: AGENT_CENTER };
  }
  return { status: 'ok', next: '/' };
}

export type Payload = Omit<LoginForm, 'terms'>;
/** A Google or Facebook sign-in (R4.14, R4.15): the provider proved the person, no password was given. */
export interface ProvenElsewhere {
  provenBy: 'google' | 'facebook';
  /**
   * R4.16: the provider only proved a password login held at a new IP (Google verification), so
   * the password rules (default or expired password) still apply to it.
   */
  afterPassword?: boolean;
}

function trimmed(fields: Payload): Payload {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    out[key] = typeof value === 'string' ? value.trim() : value;
  return out as Payload;
}

/** sms and firebase logins prove the phone, not the password, so they never force a change. */
function isPasswordLogin(form: Payload): boolean {
  return form.type !== 'sms' && form.isSms !== true && !form.firebaseIdToken;
}

async function passwordChangeReason(
  form: Payload | ProvenElsewhere,
  answer: { defaultPassword: boolean; passwordExpired: boolean },
): Promise<PasswordChangeReason | null> {
  if ('provenBy' in form ? !form.afterPassword : !isPasswordLogin(form)) return null;
  if (answer.defaultPassword) return 'default';
  if (answer.passwordExpired && (await expiryEnforced())) return 'expired';
  return null;
}

/** PWDEXPFORCECHANGE3 from the permission startup loaded, or asked for now if startup has not run. */
async function expiryEnforced(): Promise<boolean> {
  const state = $startup.get();
  if (state.phase === 'ready' && state.permission)
    return isModuleEnabled(ModuleFlag.forcePasswordChangeOnExpiry);
  try {
    const granted = await getClient().call(permission);
    return isModuleEnabled(ModuleFlag.forcePasswordChangeOnExpiry, granted.info.whitelabel);
  } catch {
    return false;
  }
}

function failure(error: unknown): LoginResult {
  const { errorCode, message, captcha, field, details } = failureOf(error);
  const proof = details.proof as LoginChallenge | undefined;
  return { status: 'failed', errorCode, message, captcha, field: field ?? undefined, proof };
}
