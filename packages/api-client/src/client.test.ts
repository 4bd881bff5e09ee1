import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { memoryCache } from './cache';
import { type CallerContext, createClient } from './client';
import { endpoint } from './contract/endpoint';
import { memberInfo } from './contract/member';
import { login, logout } from './contract/session';
import { validationRules } from './contract/system';
import { ApiError, ErrorCode } from './errors';

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string | null;
}

/** A fetch that answers from a handler and records what it was sent. */
function fakeFetch(handler: (seen: Seen) => Response | Promise<Response>) {
  const calls: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const seen = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : null,
    };
    calls.push(seen);
    return handler(seen);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const context: CallerContext = { merchant: 'ph', language: 'EN', token: 'tok-123' };
const member = {
  id: 1,
  account: 'demo01',
  username: 'demo01',
  nickname: null,
  customerId: 'C0001',
  type: 0,
  imgUrl: null,
  merchantCode: 'ph',
  currency: 'TLB',
  firstTimeLogin: false,
  mobileNum: null,
  email: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function clientWith(
  handler: (seen: Seen) => Response | Promise<Response>,
  overrides: Partial<CallerContext> = {},
) {
  const fake = fakeFetch(handler);
  const client = createClient({
    baseUrl: 'http://api.test',
    context: () => ({ ...context, ...overrides }),
    fetch: fake.fetch,
    cache: memoryCache(),
  });
  return { client, calls: fake.calls };
}

describe('createClient', () => {
  it('R9.32 sends the headers of the wire: Merchant, raw Authorization, Language, Device WEB, gateway 3', async () => {
    const { client, calls } = clientWith(() => json({ success: true, value: member }));
    await client.call(memberInfo);
    const headers = calls[0]!.headers;
    expect(headers.get('Merchant')).toBe('ph');
    expect(headers.get('Authorization')).toBe('tok-123');
    expect(headers.get('Language')).toBe('EN');
    expect(headers.get('Device')).toBe('WEB');
    expect(headers.get('X-Gateway-Version')).toBe('3');
  });

  it('R7.10 returns the parsed value of a success envelope', async () => {
    const { client, calls } = clientWith(() => json({ success: true, value: member }));
    await expect(client.call(memberInfo)).resolves.toEqual(member);
    expect(calls[0]!.url.pathname).toBe('/wps/member/info');
  });

  it('turns a failure envelope into an ApiError with its code, status and flags', async () => {
    const { client } = clientWith(() =>
      json(
        { success: false, errorCode: 'invalid_credentials', message: 'Wrong password', captcha: true },
        401,
      ),
    );
    const error = await client.call(logout).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'invalid_credentials', status: 401, captcha: true });
  });

  it('treats an off-contract value as an error, never as data', async () => {
    const { client } = clientWith(() => json({ success: true, value: { ...member, id: 'one' } }));
    await expect(client.call(memberInfo)).rejects.toMatchObject({ errorCode: ErrorCode.badResponse });
  });

  it('maps a bare 401 to not logged in and a bare 503 to maintenance', async () => {
    const unauthorized = clientWith(() => new Response('nope', { status: 401 }));
    await expect(unauthorized.client.call(memberInfo)).rejects.toMatchObject({
      errorCode: ErrorCode.notLoggedIn,
    });
    const down = clientWith(() => new Response('<html>', { status: 503 }));
    await expect(down.client.call(memberInfo)).rejects.toMatchObject({ errorCode: ErrorCode.maintenance });
  });

  it('maps a network failure to network_error', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.call(memberInfo)).rejects.toMatchObject({ errorCode: ErrorCode.network, status: 0 });
  });

  it('R8.31 gives up after the timeout with a timeout error', async () => {
    const fake = fakeFetch(() => new Promise<Response>(() => {}));
    const slowFetch: typeof fetch = (input, init) =>
      new Promise((_resolve, reject) => {
        void fake.fetch(input, init);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const client = createClient({
      baseUrl: 'http://api.test',
      context: () => context,
      fetch: slowFetch,
      timeout: 30,
    });
    await expect(client.call(memberInfo)).rejects.toMatchObject({ errorCode: ErrorCode.timeout });
  });

  it('refuses a member call without a token before it reaches the network', async () => {
    const { client, calls } = clientWith(() => json({ success: true, value: member }), { token: null });
    await expect(client.call(memberInfo)).rejects.toMatchObject({
      errorCode: ErrorCode.notLoggedIn,
      status: 401,
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses input that breaks the contract with the failing field, without a request', async () => {
    const { client, calls } = clientWith(() => json({ success: true, value: null }));
    // @ts-expect-error a number is not a username
    await expect(client.call(login, { username: 5, password: 'x' })).rejects.toMatchObject({
      errorCode: ErrorCode.validation,
      field: 'username',
    });
    expect(calls).toHaveLength(0);
  });

  it('R7.14 keeps a session-cached answer and does not ask twice', async () => {
    const rules = {
      username: {
        enabled: true,
        required: true,
        minLength: 4,
        maxLength: 16,
        acceptedPattern: '*',
        patternId: 'p1',
      },
    };
    const { client, calls } = clientWith(() => json({ success: true, value: rules }));
    await expect(client.call(validationRules)).resolves.toEqual(rules);
    await expect(client.call(validationRules)).resolves.toEqual(rules);
    expect(calls).toHaveLength(1);
    client.clearCache();
    await client.call(validationRules);
    expect(calls).toHaveLength(2);
  });

  it('sends GET input as a query and form-encoded bodies as forms', async () => {
    const search = endpoint({
      method: 'GET',
      path: '/q',
      request: v.object({ pageNo: v.number(), name: v.optional(v.string()) }),
      response: v.null(),
    });
    const form = endpoint({
      method: 'POST',
      path: '/f',
      encoding: 'form',
      request: v.object({ username: v.string(), email: v.string() }),
      response: v.null(),
    });
    const { client, calls } = clientWith(() => json({ success: true, value: null }));
    await client.call(search, { pageNo: 2 });
    await client.call(form, { username: 'demo01', email: 'a@b.c' });
    expect(calls[0]!.url.search).toBe('?pageNo=2');
    expect(calls[1]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(calls[1]!.body).toBe('username=demo01&email=a%40b.c');
  });

  it('R7.01 encrypts the login body to the server key as a JWE the server can open', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256');
    const jwk = await exportJWK(publicKey);
    const loginValue = {
      token: 't',
      expiresIn: 86400,
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
      id: 1,
      account: 'demo01',
      username: 'demo01',
      nickname: null,
      customerId: 'C0001',
      type: 0,
    };
    let opened: unknown;
    const { client, calls } = clientWith(async (seen) => {
      if (seen.url.pathname === '/wps/session/key') {
        return json({ success: true, value: { kid: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk } });
      }
      const { value } = JSON.parse(seen.body!);
      const { plaintext, protectedHeader } = await compactDecrypt(value, privateKey);
      expect(protectedHeader).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1' });
      opened = JSON.parse(new TextDecoder().decode(plaintext));
      return json({ success: true, value: loginValue });
    });
    await expect(client.call(login, { username: ' demo01 ', password: 'Demo1234' })).resolves.toEqual(
      loginValue,
    );
    await client.call(login, { username: 'demo01', password: 'Demo1234' });
    expect(opened).toMatchObject({ username: 'demo01', password: 'Demo1234', type: 'username' });
    expect(calls.filter((call) => call.url.pathname === '/wps/session/key')).toHaveLength(1);
    expect(calls[1]!.body).not.toContain('Demo1234');
  });

  it('fetches the key again once when the server says it rotated', async () => {
    const { publicKey } = await generateKeyPair('RSA-OAEP-256');
    const jwk = await exportJWK(publicKey);
    let attempts = 0;
    const { client, calls } = clientWith((seen) => {
      if (seen.url.pathname === '/wps/session/key') {
        return json({
          success: true,
          value: { kid: `k${calls.length}`, alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk },
        });
      }
      attempts++;
      return attempts === 1
        ? json({ success: false, errorCode: 'key_expired', message: 'Key rotated' }, 400)
        : json({ success: false, errorCode: 'invalid_credentials', message: 'Wrong' }, 401);
    });
    await expect(client.call(login, { username: 'demo01', password: 'x' })).rejects.toMatchObject({
      errorCode: 'invalid_credentials',
    });
    expect(calls.filter((call) => call.url.pathname === '/wps/session/key')).toHaveLength(2);
  });
});
