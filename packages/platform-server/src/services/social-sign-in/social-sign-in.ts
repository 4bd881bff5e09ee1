import { randomInt } from 'node:crypto';
import { ErrorCode } from '@lobbykit/api-client';
import type { SocialProvider, socialCallback, socialStart } from '@lobbykit/api-client/contract';
import * as client from 'openid-client';
import type * as v from 'valibot';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import {
  deleteEndedSocialFlows,
  insertMemberWithIdentity,
  insertSocialFlow,
  memberOfIdentity,
  spendSocialFlow,
} from '../../db/social-sign-in';
import type { Logger } from '../../log';
import { newCustomerId } from '../customer-id';
import { DomainError } from '../domain-error';
import type { LoginProofService } from '../login-proof';
import { isOriginRegistered } from '../origins';
import { hashPassword } from '../passwords';
import { type RateRule, REGISTER_PER_IP_RATE, withRateSlot } from '../rate-limits';
import type { LoginValue, SessionService } from '../session';
import { newToken, sameSecret, sha256 } from '../tokens';
import type { WalletService } from '../wallet';
import type { ProviderPerson, SocialGateway } from './openid-gateway';
import type { SocialProviderConfig } from './providers';

/** How long a started sign-in waits for its callback. */
export const SOCIAL_FLOW_MINUTES = 10;
const USERNAME_DRAWS = 5;

export type SocialStart = v.InferOutput<(typeof socialStart)['request']>;
export type SocialCallback = v.InferOutput<(typeof socialCallback)['request']>;

export interface SocialSignInService {
  /** R4.14, R4.15: the providers offered, in the order the buttons show. */
  providers(): SocialProvider[];
  start(
    merchant: MerchantRow,
    request: SocialStart,
  ): Promise<{ authorizationUrl: string; browserKey: string }>;
  /**
   * The provider's answer: a session for the member linked to the person, or for a member
   * registered for them now. Anything that does not check out logs nobody in.
   */
  complete(merchant: MerchantRow, callback: SocialCallback, ip: string): Promise<LoginValue>;
}

function unknownProvider(provider: string): never {
  throw new DomainError(ErrorCode.unknownProvider, `No sign-in with '${provider}' here`, {
    field: 'provider',
  });
}

export function createSocialSignInService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  wallet: WalletService;
  gateway: SocialGateway;
  providers: readonly SocialProviderConfig[];
  log: Logger;
  /** R4.16: releases a login held at a new IP when its member's Google account signs in. */
  loginProof?: LoginProofService;
  /** Accounts one IP may open an hour; default REGISTER_PER_IP_RATE's. */
  registerRate?: RateRule;
}): SocialSignInService {
  const { db, clock, sessions, wallet, gateway, log } = deps;
  const registerRate = deps.registerRate ?? REGISTER_PER_IP_RATE;
  const byId = new Map(deps.providers.map((provider) => [provider.id as string, provider]));

  function providerOf(id: string): SocialProviderConfig {
    return byId.get(id) ?? unknownProvider(id);
  }

  function refuse(provider: string, reason: string): never {
    log.info(`social sign-in refused (${provider}): ${reason}`);
    throw new DomainError(
      ErrorCode.socialSignInFailed,
      'The sign-in could not be completed. Please try again.',
    );
  }

  /** A member for a person the platform has not seen: a player with a random password nobody knows. */
  async function register(
    merchant: MerchantRow,
    provider: SocialProvider,
    person: ProviderPerson,
    ip: string,
  ) {
    const now = clock.now();
    const passwordHash = await hashPassword(newToken());
    for (let draw = 0; draw < USERNAME_DRAWS; draw++) {
      // 'google' or 'facebook' and 7 digits: fits the username rule (a letter first, 6-16 letters and digits).
      const username = `${provider}${randomInt(1_000_000, 10_000_000)}`;
      const member = await insertMemberWithIdentity(
        db,
        {
          merchantId: merchant.id,
          username,
          passwordHash,
          type: 0,
          uplineId: null,
          nickname: person.name?.slice(0, 64) ?? null,
          customerId: newCustomerId(merchant),
          mobileNum: null,
          email: person.email ?? null,
          currency: merchant.currency,
          firstLogin: false,
          passwordChangedAt: now,
          createdAt: now,
        },
        { registerMethod: provider.toUpperCase(), ip, createdAt: now },
        { provider, subject: person.subject, createdAt: now },
      );
      if (member) return member;
      // Linked by a parallel callback in the meantime: that member it is.
      const linked = await memberOfIdentity(db, merchant.id, provider, person.subject);
      if (linked) return linked;
    }
    throw new Error(`No free username after ${USERNAME_DRAWS} draws`);
  }

  async function memberFor(
    merchant: MerchantRow,
    provider: SocialProvider,
    person: ProviderPerson,
    ip: string,
  ) {
    const known = await memberOfIdentity(db, merchant.id, provider, person.subject);
    if (known) return known;
    // A new person registers once; the same cap per IP as the registration form keeps scripts slow.
    const member: MemberRow = await withRateSlot(db, clock, registerRate, ip, () =>
      register(merchant, provider, person, ip),
    );
    await wallet.grantDemoCredit(member);
    return member;
  }

  return {
    providers: () => deps.providers.map((provider) => provider.id),

    async start(merchant, { provider: id, redirectUri }) {
      const provider = providerOf(id);
      const target = new URL(redirectUri);
      if (target.search || target.hash || !(await isOriginRegistered(db, target.origin, merchant.code))) {
        throw new DomainError(ErrorCode.invalidDomain, 'This page may not receive a sign-in', {
          field: 'redirectUri',
        });
      }
      const request = {
        redirectUri: target.href,
        state: newToken(),
        nonce: newToken(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      let authorizationUrl: string;
      try {
        authorizationUrl = await gateway.authorizationUrl(provider, request);
      } catch (error) {
        log.error(`social sign-in: ${provider.id} could not be reached`, error);
        throw new DomainError(ErrorCode.socialSignInFailed, 'The sign-in provider cannot be reached now');
      }
      const browserKey = newToken();
      const now = clock.now();
      await deleteEndedSocialFlows(db, now);
      await insertSocialFlow(db, {
        stateHash: sha256(request.state),
        browserKeyHash: sha256(browserKey),
        merchantId: merchant.id,
        provider: provider.id,
        nonce: request.nonce,
        codeVerifier: request.codeVerifier,
        redirectUri: request.redirectUri,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SOCIAL_FLOW_MINUTES * 60_000),
      });
      return { authorizationUrl, browserKey };
    },

    async complete(merchant, callback, ip) {
      const provider = providerOf(callback.provider);
      // Spent before anything else is looked at: a replayed callback finds nothing, even a right one.
      const flow = await spendSocialFlow(db, merchant.id, sha256(callback.state), clock.now());
      if (!flow) refuse(provider.id, 'unknown, expired or spent state');
      if (flow.provider !== provider.id) refuse(provider.id, `state started for ${flow.provider}`);
      if (!sameSecret(sha256(callback.browserKey), flow.browserKeyHash))
        refuse(provider.id, 'callback from another browser');

      const callbackUrl = new URL(flow.redirectUri);
      callbackUrl.searchParams.set('code', callback.code);
      callbackUrl.searchParams.set('state', callback.state);
      if (callback.iss !== undefined) callbackUrl.searchParams.set('iss', callback.iss);
      let person: ProviderPerson;
      try {
        person = await gateway.exchange(provider, callbackUrl, {
          redirectUri: flow.redirectUri,
          state: callback.state,
          nonce: flow.nonce,
          codeVerifier: flow.codeVerifier,
        });
      } catch (error) {
        refuse(provider.id, describe(error));
      }
      if (callback.ticket !== undefined) {
        // Google verification of a held login: it proves that member or nobody, and registers no one.
        if (!deps.loginProof) refuse(provider.id, 'no login proofs here');
        const held = await deps.loginProof.completeBySignIn(
          merchant,
          callback.ticket,
          { provider: provider.id, subject: person.subject },
          ip,
        );
        return sessions.admit(held, merchant, ip);
      }
      const member = await memberFor(merchant, provider.id, person, ip);
      return sessions.admit(member, merchant, ip);
    },
  };
}

/** openid-client's failure in a log line: its words and code, and down its causes the provider's error or the failed claim. */
function describe(error: unknown): string {
  const parts: string[] = [];
  let at: unknown = error;
  for (let depth = 0; at && typeof at === 'object' && depth < 4; depth++) {
    const failure = at as {
      message?: unknown;
      code?: unknown;
      error?: unknown;
      claim?: unknown;
      cause?: unknown;
    };
    for (const part of [failure.message, failure.code, failure.error])
      if (typeof part === 'string' && !parts.includes(part)) parts.push(part);
    if (typeof failure.claim === 'string') parts.push(`claim ${failure.claim}`);
    at = failure.cause;
  }
  return parts.join('; ') || String(error);
}
