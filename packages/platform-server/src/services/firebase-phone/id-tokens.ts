import { hkdfSync } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { findServerKey, newestServerKey } from '../../db/server-keys';
import type { KeyRing } from '../key-ring';

/**
 * Firebase ID tokens (R4.13): who checks them and, for the local phone verifier, who signs them.
 * Either way a token is checked as Firebase documents it: issuer https://securetoken.google.com/
 * <project>, audience <project>, not expired, issued and authenticated in the past, a subject, and
 * the phone number it proves. Firebase ID tokens live one hour.
 */
export const ID_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** The project name local tokens carry, so they can never pass for a real project's. */
export const LOCAL_FIREBASE_PROJECT = 'lobbykit-local';

export const issuerOf = (project: string) => `https://securetoken.google.com/${project}`;

/** What a checked token proves. */
export interface PhoneIdentity {
  /** Firebase's user id. */
  uid: string;
  /** E.164, as Firebase writes it: '+639171234567'. */
  phoneNumber: string;
  /** When the token stops being good; a spent token is remembered until then. */
  expiresAt: Date;
}

export interface IdTokenVerifier {
  /** 'local': this server signs the tokens its phone verifier hands out; 'firebase': Google does. */
  readonly kind: 'local' | 'firebase';
  /** Throws InvalidIdToken for anything not a live token of the project proving a phone. */
  verify(idToken: string): Promise<PhoneIdentity>;
}

export interface LocalIdTokens extends IdTokenVerifier {
  /** Signs a token for a phone the local verifier proved (its code went through the SMS provider). */
  sign(identity: { uid: string; phoneNumber: string }): Promise<string>;
}

export class InvalidIdToken extends Error {}

const PHONE = /^\+[1-9]\d{5,18}$/;

function identityOf(payload: JWTPayload): PhoneIdentity {
  const phoneNumber = payload.phone_number;
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  const authTime = payload.auth_time;
  if (typeof phoneNumber !== 'string' || !PHONE.test(phoneNumber))
    throw new InvalidIdToken('the token proves no phone number');
  if (firebase?.sign_in_provider !== 'phone') throw new InvalidIdToken('the token is not a phone sign-in');
  if (!payload.sub || typeof payload.exp !== 'number') throw new InvalidIdToken('the token has no subject');
  if (typeof authTime !== 'number' || typeof payload.iat !== 'number' || authTime > payload.iat)
    throw new InvalidIdToken('the token has no past authentication time');
  return { uid: payload.sub, phoneNumber, expiresAt: new Date(payload.exp * 1000) };
}

async function check(
  idToken: string,
  key: Parameters<typeof jwtVerify>[1] | JWTVerifyGetKey,
  project: string,
  algorithms: string[],
  clock: Clock,
): Promise<PhoneIdentity> {
  try {
    const { payload } = await jwtVerify(idToken, key as JWTVerifyGetKey, {
      issuer: issuerOf(project),
      audience: project,
      algorithms,
      currentDate: clock.now(),
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return identityOf(payload);
  } catch (error) {
    if (error instanceof InvalidIdToken) throw error;
    throw new InvalidIdToken(error instanceof Error ? error.message : String(error));
  }
}

/**
 * With FIREBASE_PROJECT_ID: tokens Firebase Authentication issued for that project, checked with
 * Google's securetoken keys (RS256; jose fetches and caches them, and fetches again for a new kid).
 */
export function firebaseIdTokens(deps: {
  project: string;
  clock: Clock;
  jwksUrl?: string | undefined;
}): IdTokenVerifier {
  const { project, clock, jwksUrl = SECURETOKEN_JWKS_URL } = deps;
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return { kind: 'firebase', verify: (idToken) => check(idToken, keys, project, ['RS256'], clock) };
}

/**
 * The local default: tokens signed HS256 with a key derived (HKDF) from the newest server key in
 * the database, named by that key's kid, so every instance on the database checks what any of them
 * signed, and nothing outside this database can sign one. Retiring the server key ends its tokens.
 */
export function localIdTokens(deps: { db: Db; keys: KeyRing; clock: Clock }): LocalIdTokens {
  const { db, keys, clock } = deps;
  const derive = (secret: string) =>
    new Uint8Array(hkdfSync('sha256', secret, 'lobbykit', 'firebase-local-id-token', 32));

  async function signingKey(): Promise<{ kid: string; key: Uint8Array }> {
    let row = await newestServerKey(db);
    if (!row) {
      await keys.current();
      row = await newestServerKey(db);
    }
    if (!row?.privateJwk.d) throw new Error('the server key has no private part');
    return { kid: row.kid, key: derive(row.privateJwk.d) };
  }

  const verifyingKey: JWTVerifyGetKey = async (header) => {
    const row = header.kid ? await findServerKey(db, header.kid) : undefined;
    if (!row?.privateJwk.d)
      throw new InvalidIdToken('the token was signed by a key this server does not hold');
    return derive(row.privateJwk.d);
  };

  return {
    kind: 'local',
    async sign({ uid, phoneNumber }) {
      const { kid, key } = await signingKey();
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({
        phone_number: phoneNumber,
        auth_time: now,
        firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
      })
        .setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' })
        .setIssuer(issuerOf(LOCAL_FIREBASE_PROJECT))
        .setAudience(LOCAL_FIREBASE_PROJECT)
        .setSubject(uid)
        .setIssuedAt(now)
        .setExpirationTime(now + ID_TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    verify: (idToken) => check(idToken, verifyingKey, LOCAL_FIREBASE_PROJECT, ['HS256'], clock),
  };
}
