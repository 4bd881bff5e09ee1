import { ErrorCode, type login, type loginForm, type ResponseOf, TRIAL_TYPE } from '@lobbykit/api-client';
import type * as v from 'valibot';
import { type CacheRegistry, createCacheRegistry, memberTag } from '../cache/cache-registry';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findMemberByUsername } from '../db/members';
import type { MemberRow, MerchantRow, SessionRow } from '../db/schema/index';
import { findLiveSession, insertSession, revokeSession } from '../db/sessions';
import type { CaptchaService } from './captcha';
import { DomainError } from './domain-error';
import type { FirebasePhoneService } from './firebase-phone/firebase-phone';
import { refuseOutsideAgentArea } from './login-area';
import type { HeldFailure, LoginGuard } from './login-guard';
import type { LoginProofService } from './login-proof';
import { moduleOff } from './module-guard';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { sessionAnswer } from './session-answer';
import { createSessionCache, type SessionRevocations } from './session-cache';
import type { SmsLoginService } from './sms-login';
import { redeemTemporaryPassword } from './temporary-passwords';
import { newToken, sameSecret, sha256 } from './tokens';

export const SESSION_TTL_SECONDS = 24 * 60 * 60;
const DAY_MS = 24 * 60 * 60_000;

export type LoginForm = v.InferOutput<typeof loginForm>;
export type LoginValue = ResponseOf<typeof login>;

export interface Authenticated {
  member: MemberRow;
  session: SessionRow;
}

/** A fresh session's token and lifetime. */
export interface OpenedSession {
  token: string;
  expiresIn: number;
}

export interface SessionService {
  login(form: LoginForm, caller: { merchant: MerchantRow; ip: string }): Promise<LoginValue>;
  /** Opens a session for a member already proven (a password login, or free play's new trial account). */
  open(member: MemberRow, ip: string): Promise<OpenedSession>;
  /** A session's login answer for a member proven another way (R4.16's proof): never a default password. */
  admit(member: MemberRow, merchant: MerchantRow, ip: string): Promise<LoginValue>;
  logout(session: SessionRow): Promise<void>;
  /** The member behind a raw token, when the session is live and belongs to this merchant. */
  authenticate(token: string, merchant: MerchantRow): Promise<Authenticated | undefined>;
  /**
   * The live session of a raw token when it is kept in memory, never a query (the fast member reads):
   * the same object until a logout, its expiry or a write to its member drops it. Any merchant's.
   */
  kept(token: string): Authenticated | undefined;
  /** A member row changed (password, email, language): sessions kept in memory read it afresh. */
  memberChanged(memberId: number): void;
}

export function isPasswordExpired(member: MemberRow, merchant: MerchantRow, now: Date): boolean {
  if (merchant.passwordExpiryDays <= 0) return false;
  return now.getTime() - member.passwordChangedAt.getTime() > merchant.passwordExpiryDays * DAY_MS;
}

export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  guard: LoginGuard;
  captcha: CaptchaService;
  /** Proves a member by an SMS code (MOBILEVERCODELOGIN3); without it SMS login is refused. */
  smsLogin?: SmsLoginService;
  /** Proves a member by a Firebase ID token (R4.13, FIREBASESMSLOGIN3); without it that login is refused. */
  firebaseLogin?: FirebasePhoneService;
  /** Member types that are agents (R6.10); default 1, 2, 41, 42. */
  agentTypes?: readonly number[];
  /** Holds logins from an IP the account never used until one more proof comes (R4.16). */
  loginProof?: LoginProofService;
  /** Where live sessions are kept in memory; default a registry of this service's own. */
  caches?: CacheRegistry;
  /** Other instances' logouts (PostgreSQL LISTEN/NOTIFY); default none: one process. */
  revocations?: SessionRevocations;
}): SessionService {
  const { db, clock, guard, captcha } = deps;
  const caches = deps.caches ?? createCacheRegistry();
  const cache = createSessionCache({ caches, revocations: deps.revocations });

  async function refuse(held: HeldFailure): Promise<never> {
    const captchaNow = await held.keep();
    throw new DomainError(ErrorCode.invalidCredentials, 'Wrong username or password', {
      ...(captchaNow ? { captcha: true } : {}),
    });
  }

  async function open(member: MemberRow, ip: string): Promise<OpenedSession> {
    const now = clock.now();
    const token = newToken();
    await insertSession(db, {
      tokenHash: sha256(token),
      memberId: member.id,
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    });
    return { token, expiresIn: SESSION_TTL_SECONDS };
  }

  async function answer(
    member: MemberRow,
    merchant: MerchantRow,
    ip: string,
    defaultPassword: boolean,
  ): Promise<LoginValue> {
    return sessionAnswer(member, await open(member, ip), {
      firstTimeLogin: member.firstLogin,
      passwordExpired: isPasswordExpired(member, merchant, clock.now()),
      defaultPassword,
    });
  }

  return {
    open,
    admit: (member, merchant, ip) => answer(member, merchant, ip, false),

    async login(form, { merchant, ip }) {
      if (form.type === 'firebase' || form.firebaseIdToken !== undefined) {
        if (!deps.firebaseLogin) throw moduleOff('Firebase SMS login', { field: 'type' });
        const member = await deps.firebaseLogin.prove(merchant, form);
        refuseOutsideAgentArea(member, form.agent, deps.agentTypes);
        await deps.loginProof?.admitFrom(member, merchant, ip);
        // R4.07, R4.08: the phone was proven, not the password: no forced change.
        return answer(member, merchant, ip, false);
      }
      if (form.type === 'sms' || form.isSms) {
        if (!deps.smsLogin) {
          throw moduleOff('Login by SMS code', { field: 'type' });
        }
        const member = await deps.smsLogin.prove(merchant, form);
        refuseOutsideAgentArea(member, form.agent, deps.agentTypes);
        await deps.loginProof?.admitFrom(member, merchant, ip);
        return answer(member, merchant, ip, false);
      }
      // The contract lets SMS logins leave these empty; a password login needs both (R5.01, R5.02).
      if (!form.username)
        throw new DomainError(ErrorCode.validation, 'Please enter the username', { field: 'username' });
      if (!form.password)
        throw new DomainError(ErrorCode.validation, 'Please enter the password', { field: 'password' });
      const attempt = { merchantId: merchant.id, username: form.username, ip };
      const given = form.captchaId && form.captcha ? { id: form.captchaId, answer: form.captcha } : undefined;
      // Counted as a failure until the password proves right, so parallel guesses see each other.
      const held = await guard.hold(attempt, given !== undefined);
      if (!held) {
        throw new DomainError(ErrorCode.captchaRequired, 'Please enter the captcha', {
          field: 'captcha',
          captcha: true,
        });
      }
      if (held.captchaDue && given) {
        // A wrong captcha is not a wrong password: it does not count toward the next captcha.
        await captcha.check(given.id, given.answer).catch(async (error: unknown) => {
          await held.release();
          throw error;
        });
      }

      const found = await findMemberByUsername(db, merchant.id, form.username);
      const passwordOk = found
        ? await verifyPassword(form.password, found.passwordHash)
        : await verifyAgainstDecoy(form.password);
      // A temporary password from "forgot password by email" works once, and forces a change.
      const member =
        found && !passwordOk ? await redeemTemporaryPassword(db, found, form.password, clock.now()) : found;
      if (!member) return refuse(held);
      // A redeemed temporary password changed the member row other sessions keep.
      if (member !== found) caches.invalidateTag(memberTag(member.id));
      await held.release();
      // Trial players play through free play only; their accounts have no password to log in with.
      if (member.type === TRIAL_TYPE) {
        if (form.agent) refuseOutsideAgentArea(member, true, deps.agentTypes);
        throw new DomainError(ErrorCode.trialAccount, 'Trial accounts cannot log in with a password');
      }
      refuseOutsideAgentArea(member, form.agent, deps.agentTypes);

      await guard.forgive(attempt);
      await deps.loginProof?.admitFrom(member, merchant, ip);
      return answer(
        member,
        merchant,
        ip,
        member.passwordTemporary || sameSecret(form.password, merchant.defaultPassword),
      );
    },

    memberChanged(memberId) {
      caches.invalidateTag(memberTag(memberId));
    },

    async logout(session) {
      // Dropped from memory first: from here on the token opens nothing here, even before the write lands.
      cache.forget(session.tokenHash);
      await revokeSession(db, session.id, clock.now());
      // Other instances are told once the row says revoked, so none of them reloads it as live.
      cache.revoke(session.tokenHash);
    },

    kept(token) {
      if (token.length === 0 || token.length > 256) return undefined;
      return cache.get(sha256(token), clock.now());
    },

    async authenticate(token, merchant) {
      if (token.length === 0 || token.length > 256) return undefined;
      const tokenHash = sha256(token);
      const now = clock.now();
      const found = await cache.find(tokenHash, now, () => findLiveSession(db, tokenHash, now));
      if (!found || found.member.merchantId !== merchant.id) return undefined;
      return found;
    },
  };
}
