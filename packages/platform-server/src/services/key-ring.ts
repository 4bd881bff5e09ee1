import { generateKeyPair, randomBytes } from 'node:crypto';
import { ErrorCode } from '@lobbykit/api-client';
import { compactDecrypt, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findServerKey, insertServerKey, newestServerKey } from '../db/server-keys';
import { DomainError } from './domain-error';

export const KEY_ALG = 'RSA-OAEP-256' as const;
export const CONTENT_ENC = 'A256GCM' as const;

export interface PublicKeyInfo {
  kid: string;
  jwk: { kty: 'RSA'; n: string; e: string };
}

export interface KeyRing {
  /** The newest active key; generated and stored on the first call against an empty database. */
  current(): Promise<PublicKeyInfo>;
  /** Decrypts a JWE compact body; a key this database does not hold (any more) is `key_expired`. */
  decrypt(jwe: string): Promise<string>;
}

function generateRsaJwks(): Promise<{ publicJwk: JWK; privateJwk: JWK }> {
  return new Promise((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, publicKey, privateKey) => {
      if (error) return reject(error);
      resolve({
        publicJwk: publicKey.export({ format: 'jwk' }),
        privateJwk: privateKey.export({ format: 'jwk' }),
      });
    }),
  );
}

function invalidBody(message: string): DomainError {
  return new DomainError(ErrorCode.validation, message, { field: 'value' });
}

export function createKeyRing(deps: { db: Db; clock: Clock }): KeyRing {
  const { db, clock } = deps;
  // Imported keys only: the rows stay in the database, which every instance reads.
  const imported = new Map<string, Promise<CryptoKey | Uint8Array>>();

  async function current(): Promise<PublicKeyInfo> {
    let row = await newestServerKey(db);
    if (!row) {
      const { publicJwk, privateJwk } = await generateRsaJwks();
      const kid = randomBytes(12).toString('base64url');
      await insertServerKey(db, { kid, publicJwk, privateJwk, createdAt: clock.now() });
      // Another instance may have stored one at the same moment: everyone answers the newest.
      row = (await newestServerKey(db))!;
    }
    const { n, e } = row.publicJwk;
    return { kid: row.kid, jwk: { kty: 'RSA', n: n!, e: e! } };
  }

  async function privateKey(kid: string): Promise<CryptoKey | Uint8Array> {
    const row = await findServerKey(db, kid);
    if (!row) {
      imported.delete(kid);
      throw new DomainError(ErrorCode.keyExpired, 'The encryption key has changed; fetch the new one');
    }
    let key = imported.get(kid);
    if (!key) {
      key = importJWK(row.privateJwk, KEY_ALG);
      imported.set(kid, key);
    }
    return key;
  }

  async function decrypt(jwe: string): Promise<string> {
    let kid: unknown;
    try {
      const header = decodeProtectedHeader(jwe);
      if (header.alg !== KEY_ALG || header.enc !== CONTENT_ENC) throw new Error('algorithm');
      kid = header.kid;
    } catch {
      throw invalidBody(`Expected a JWE compact string (${KEY_ALG} + ${CONTENT_ENC})`);
    }
    if (typeof kid !== 'string' || kid.length === 0 || kid.length > 64) {
      throw new DomainError(ErrorCode.keyExpired, 'The encrypted body names no known key');
    }
    const key = await privateKey(kid);
    try {
      const { plaintext } = await compactDecrypt(jwe, key, {
        keyManagementAlgorithms: [KEY_ALG],
        contentEncryptionAlgorithms: [CONTENT_ENC],
      });
      return new TextDecoder().decode(plaintext);
    } catch {
      throw invalidBody('The encrypted body could not be decrypted');
    }
  }

  return { current, decrypt };
}
