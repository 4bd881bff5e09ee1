import { CompactEncrypt, importJWK, type JWK } from 'jose';

/**
 * Encrypts a request body to the server's public key as a JWE compact string. Loaded on first use
 * (`import('./encryption')`), so pages that never log in never download jose.
 */
export async function encryptBody(jwk: JWK, kid: string, body: unknown): Promise<string> {
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })
    .encrypt(key);
}
