import { type Endpoint, Header } from '@lobbykit/api-client';
import { encryptedText } from '../testing/test-client';
import { TEST_ADMIN_KEY, type TestPlatform, type TestResponse } from '../testing/test-platform';

/** Who sends a request: a session token, the admin key, or nobody. */
export interface Caller {
  token?: string | undefined;
  admin?: boolean;
  ip?: string;
}

/** What to send: an input in wire form, or raw bytes (for an encrypted endpoint, the JWE's plaintext). */
export interface Sending {
  input?: unknown;
  raw?: string;
  contentType?: string | undefined;
  /** An encrypted endpoint's envelope as is, not encrypted again. */
  envelope?: string;
  headers?: Record<string, string>;
}

/** Sends one request to an endpoint the way a client would, encrypting the body when the contract says so. */
export async function callEndpoint(
  t: TestPlatform,
  endpoint: Endpoint,
  sending: Sending,
  caller: Caller = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = {
    ...(caller.admin ? { [Header.adminKey]: TEST_ADMIN_KEY } : {}),
    ...sending.headers,
  };
  const common = {
    headers,
    ...(caller.token ? { token: caller.token } : {}),
    ...(caller.ip ? { ip: caller.ip } : {}),
  };
  if (endpoint.method === 'GET') {
    return t.request('GET', endpoint.path, {
      ...common,
      query: (sending.input ?? {}) as Record<string, string>,
    });
  }
  let raw = sending.raw;
  let contentType = sending.contentType ?? 'application/json';
  if (sending.envelope !== undefined) {
    raw = sending.envelope;
    contentType = 'application/json';
  } else if (endpoint.encrypted) {
    const plaintext = raw ?? JSON.stringify(sending.input ?? {});
    raw = JSON.stringify({ value: await encryptedText(t.platform, plaintext) });
    contentType = 'application/json';
  } else if (raw === undefined) {
    raw = JSON.stringify(sending.input ?? {});
  }
  return t.request(endpoint.method, endpoint.path, {
    ...common,
    rawBody: raw,
    headers: { 'Content-Type': contentType, ...headers },
  });
}

/** A refusal as the wire promises one: a 4xx failure envelope with an error code and a message. */
export function isCleanRefusal(response: TestResponse): boolean {
  const { status, body } = response;
  return (
    status >= 400 &&
    status < 500 &&
    body.success === false &&
    typeof body.errorCode === 'string' &&
    body.errorCode.length > 0 &&
    typeof body.message === 'string'
  );
}

/** Any answer but a server fault: a success envelope, or a clean refusal. */
export function isWellFormedAnswer(response: TestResponse): boolean {
  if (response.status >= 200 && response.status < 300) return response.body.success === true;
  return isCleanRefusal(response);
}

export const describeAnswer = (response: TestResponse) =>
  `${response.status} ${JSON.stringify(response.body).slice(0, 160)}`;
