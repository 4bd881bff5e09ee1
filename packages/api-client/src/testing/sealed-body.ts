/**
 * The fake platform's own RSA key: `GET /wps/session/key` serves its public half, and an encrypted
 * body (`{ value: <JWE compact> }`, RSA-OAEP-256 + A256GCM) is opened with the private half the way
 * the platform server opens it, so tests read what the client sealed.
 */
let keys: Promise<CryptoKeyPair> | undefined;

function keyPair(): Promise<CryptoKeyPair> {
  keys ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return keys;
}

/** The public key as `GET /wps/session/key` answers it. */
export async function publicSessionKey(kid: string) {
  const jwk = await crypto.subtle.exportKey('jwk', (await keyPair()).publicKey);
  return {
    kid,
    alg: 'RSA-OAEP-256' as const,
    enc: 'A256GCM' as const,
    jwk: { kty: 'RSA' as const, n: jwk.n ?? '', e: jwk.e ?? '' },
  };
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** True for a `{ value: <five dot-separated parts> }` body. */
export function isSealed(body: unknown): body is { value: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'value' in body &&
    typeof body.value === 'string' &&
    body.value.split('.').length === 5
  );
}

/** The payload of a compact JWE sealed to this key; rejects when it was sealed to another. */
export async function openSealed(compact: string): Promise<unknown> {
  const [header, encryptedKey, iv, ciphertext, tag] = compact.split('.') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const { privateKey } = await keyPair();
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64Url(encryptedKey));
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const sealed = new Uint8Array([...fromBase64Url(ciphertext), ...fromBase64Url(tag)]);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(iv), additionalData: new TextEncoder().encode(header) },
    key,
    sealed,
  );
  return JSON.parse(new TextDecoder().decode(plain));
}
