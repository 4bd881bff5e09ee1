import { type ApiClient, type CallerContext, createClient, DEFAULT_MERCHANT } from '@lobbykit/api-client';
import { CompactEncrypt, importJWK } from 'jose';
import type { Platform } from '../platform';

/** The origin in-process requests pretend to go to. */
export const BASE = 'http://platform.test';

/** The api-client's own client, calling the app in-process through its `fetch` option (no network). */
export function createTestClient(
  platform: Platform,
  context: Partial<CallerContext> = {},
  options: { adminKey?: string } = {},
): ApiClient & { context: CallerContext } {
  const caller: CallerContext = { merchant: DEFAULT_MERCHANT, language: 'EN', token: null, ...context };
  const client = createClient({
    baseUrl: BASE,
    context: () => caller,
    fetch: (input, init) => platform.fetch(new Request(input, init)),
    ...(options.adminKey ? { adminKey: options.adminKey } : {}),
  });
  return Object.assign(client, { context: caller });
}

/** A `{ value: <JWE> }` body to the platform's current key, for bodies the client would refuse to send. */
export async function encryptedBody(platform: Platform, payload: unknown): Promise<{ value: string }> {
  return { value: await encryptedText(platform, JSON.stringify(payload)) };
}

/** A JWE of any plaintext, JSON or not, to the platform's current key (the fuzzer's malformed bodies). */
export async function encryptedText(platform: Platform, plaintext: string): Promise<string> {
  const key = await platform.keys.current();
  const publicKey = await importJWK(key.jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(plaintext))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: key.kid })
    .encrypt(publicKey);
}
