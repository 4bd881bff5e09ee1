import { ok, route } from '../../../testing/fake-api';

/**
 * For the pages' tests of encrypted calls (register a downline, transfer): the platform's key as
 * GET /wps/session/key serves it, and the body a test reads back the way the server decrypts it.
 */
let keys: Promise<CryptoKeyPair> | null = null;
function rsaKeys(): Promise<CryptoKeyPair> {
  keys ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return keys;
}

export function routeSessionKey(): void {
  route('GET /wps/session/key', async () => {
    const jwk = await crypto.subtle.exportKey('jwk', (await rsaKeys()).publicKey);
    return ok({ kid: 'test', alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA', n: jwk.n, e: jwk.e } });
  });
}

const bytes = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** An encrypted call's body `{ value: <compact JWE> }` opened: RSA-OAEP-256 + A256GCM. */
export async function openSealed(body: unknown): Promise<Record<string, unknown>> {
  const compact = (body as { value: string }).value;
  const [header = '', encryptedKey = '', iv = '', ciphertext = '', tag = ''] = compact.split('.');
  const { privateKey } = await rsaKeys();
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes(encryptedKey));
  const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes(iv), additionalData: new TextEncoder().encode(header) },
    key,
    new Uint8Array([...bytes(ciphertext), ...bytes(tag)]),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}
