import { AGENT_TYPES, type memberInfo, type ResponseOf, TRIAL_TYPE } from '@lobbykit/api-client';
import { map } from 'nanostores';
import { SessionKey } from './keys';
import { sessionStore } from './storage';

export type MemberInfo = ResponseOf<typeof memberInfo>;

/** Why the change-password modal was forced open (R4.07, R4.08). */
export type PasswordChangeReason = 'default' | 'expired';

/** Login state (R4.01, R3.06, R3.07): logged out, logged in, trial or agent. */
export interface SessionState {
  token: string | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  member: MemberInfo | null;
  account: string | null;
  nickname: string | null;
  username: string | null;
  customerId: string | null;
  imgUrl: string | null;
  firstTimeLogin: boolean;
  afterLogin: boolean;
  mustChangePassword: PasswordChangeReason | null;
}

const signedOut: SessionState = {
  token: null,
  isLogin: false,
  isAgent: false,
  isTrial: false,
  member: null,
  account: null,
  nickname: null,
  username: null,
  customerId: null,
  imgUrl: null,
  firstTimeLogin: false,
  afterLogin: false,
  mustChangePassword: null,
};

export const $session = map<SessionState>(readSession());

/** A tab reload keeps the token and the remembered names; startup then confirms them with member info. */
function readSession(): SessionState {
  const storage = sessionStore();
  const token = storage.getItem(SessionKey.token);
  if (!token) return { ...signedOut };
  return {
    ...signedOut,
    token,
    account: storage.getItem(SessionKey.account),
    nickname: storage.getItem(SessionKey.nickname),
    username: storage.getItem(SessionKey.username),
    customerId: storage.getItem(SessionKey.customerId),
    isAgent: storage.getItem(SessionKey.isAgent) === 'true',
  };
}

export function reloadSession(): void {
  $session.set(readSession());
}

/** R4.02: the token goes to sessionStorage before anything else is asked of the server. */
export function saveToken(token: string): void {
  sessionStore().setItem(SessionKey.token, token);
  $session.setKey('token', token);
}

export const isAgentType = (type: number): boolean => (AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number): boolean => type === TRIAL_TYPE;

/** R4.04, R4.05, R3.06: logged in, agent or trial by member type, and the member remembered. */
export function markLoggedIn(member: MemberInfo): void {
  const isAgent = isAgentType(member.type);
  const storage = sessionStore();
  storage.setItem(SessionKey.account, member.account);
  storage.setItem(SessionKey.nickname, member.nickname ?? '');
  storage.setItem(SessionKey.username, member.username);
  storage.setItem(SessionKey.customerId, member.customerId);
  storage.setItem(SessionKey.isAgent, String(isAgent));
  $session.set({
    ...$session.get(),
    isLogin: true,
    isAgent,
    isTrial: isTrialType(member.type),
    member,
    account: member.account,
    nickname: member.nickname,
    username: member.username,
    customerId: member.customerId,
    imgUrl: member.imgUrl,
  });
}

/** Forgets the session in the store and in sessionStorage's session keys (not the whole storage). */
export function forgetSession(): void {
  const storage = sessionStore();
  for (const key of Object.values(SessionKey)) {
    if (key !== SessionKey.merchantCode) storage.removeItem(key);
  }
  resetSessionState();
}

/** R4.21: logged out and not agent. */
export function resetSessionState(): void {
  $session.set({ ...signedOut });
}
