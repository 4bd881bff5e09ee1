import type { memberInfo, permission, ResponseOf, systemStatus } from '@lobbykit/api-client';
import { configure } from '../client/configure';
import { memoryStorage, type StorageLike } from '../stores/storage';

/**
 * A platform API in memory for the actions' tests: the real api-client talks to it through a fake
 * `fetch`, so requests, headers, envelopes and the login's JWE all go through the real code.
 */
export interface FakeRequest {
  method: string;
  path: string;
  /** The query string of a GET. */
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body; for an encrypted endpoint, the decrypted payload; a form body's fields. */
  body: unknown;
  /** True when the body travelled form-encoded. */
  form?: boolean;
}

export interface Reply {
  status?: number;
  body: unknown;
}

type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

export const ok = (value: unknown, status = 200): Reply => ({ status, body: { success: true, value } });
export const fail = (status: number, errorCode: string, flags: Record<string, unknown> = {}): Reply => ({
  status,
  body: { success: false, errorCode, message: errorCode, ...flags },
});

export const member: ResponseOf<typeof memberInfo> = {
  id: 7,
  account: 'demo01',
  username: 'demo01',
  nickname: 'Demo',
  customerId: 'C0007',
  type: 0,
  imgUrl: null,
  merchantCode: 'ph',
  currency: 'TLB',
  firstTimeLogin: false,
  mobileNum: null,
  email: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const statusValue = (status: 0 | 1 | 2 = 0): ResponseOf<typeof systemStatus> => ({
  status,
  title: status === 1 ? 'Scheduled upgrade' : '',
  info: status === 1 ? 'Back at 14:00' : '',
  location: { ip: '203.0.113.9', countryCode: 'PH' },
});

export const permissionValue = (flags: Record<string, boolean> = {}): ResponseOf<typeof permission> => ({
  location: { ip: '203.0.113.9', countryCode: 'PH' },
  maintenance: false,
  regionRestricted: false,
  merchant: {
    merchantCode: 'ph',
    country: 'PH',
    countryName: 'Philippines',
    currency: 'TLB',
    currencySymbol: '₱',
    langList: ['EN', 'TY'],
    defaultLanguage: 'EN',
  },
  info: {
    customerService: [{ csType: 'LIVECHAT', path: '/cs/live' }],
    domainRoute: [],
    resources: {},
    whitelabel: [
      {
        modId: 'MEMBER',
        enabled: true,
        childrenNodes: Object.entries(flags).map(([modId, enabled]) => ({
          modId,
          enabled,
          childrenNodes: [],
        })),
      },
    ],
    register: {},
    mainDomain: 'localhost',
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
  },
});

export const loginAnswer = (overrides: Record<string, unknown> = {}) => ({
  token: 'tok-123',
  expiresIn: 3600,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  id: member.id,
  account: member.account,
  username: member.username,
  nickname: member.nickname,
  customerId: member.customerId,
  type: member.type,
  ...overrides,
});

let keys: Promise<CryptoKeyPair> | null = null;
function rsaKeys(): Promise<CryptoKeyPair> {
  keys ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return keys;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** RSA-OAEP-256 + A256GCM compact JWE, decrypted the way the platform server does. */
async function decryptJwe(compact: string): Promise<unknown> {
  const [header, encryptedKey, iv, ciphertext, tag] = compact.split('.') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const { privateKey } = await rsaKeys();
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

export interface FakePlatform {
  fetch: typeof globalThis.fetch;
  requests: FakeRequest[];
  on(method: string, path: string, handler: Handler | Reply): void;
  /** The requests made to one endpoint. */
  calls(method: string, path: string): FakeRequest[];
}

export function fakePlatform(): FakePlatform {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const on = (method: string, path: string, handler: Handler | Reply) =>
    void routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);

  on('GET', '/wps/session/key', async () => {
    const jwk = await crypto.subtle.exportKey('jwk', (await rsaKeys()).publicKey);
    return ok({ kid: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA', n: jwk.n, e: jwk.e } });
  });
  on('GET', '/wps/system/status', ok(statusValue(0)));
  on('GET', '/wps/system/permission', ok(permissionValue()));
  on('GET', '/wps/member/info', ok(member));
  on('POST', '/wps/session/login', ok(loginAnswer()));
  on('DELETE', '/wps/session/logout', ok(null));
  on('GET', '/wps/captcha', ok({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zz4=' }));

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const form = init?.body instanceof URLSearchParams;
    let body: unknown =
      init?.body instanceof URLSearchParams
        ? Object.fromEntries(init.body)
        : typeof init?.body === 'string'
          ? JSON.parse(init.body)
          : undefined;
    if (
      body &&
      typeof body === 'object' &&
      'value' in body &&
      typeof body.value === 'string' &&
      body.value.split('.').length === 5
    ) {
      body = await decryptJwe(body.value);
    }
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body,
      ...(form ? { form } : {}),
    };
    requests.push(request);
    const handler = routes.get(`${method} ${url.pathname}`);
    const reply = handler ? await handler(request) : fail(404, 'not_found');
    // A streaming endpoint's handler answers the Response itself (server-sent events).
    if (reply.body instanceof Response) return reply.body;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;

  return {
    fetch,
    requests,
    on,
    calls: (method, path) => requests.filter((request) => request.method === method && request.path === path),
  };
}

export interface Harness {
  platform: FakePlatform;
  local: StorageLike;
  session: StorageLike;
}

/** A fresh runtime over fresh storages and a fresh fake platform. */
export function setUpRuntime(
  local: Record<string, string> = {},
  session: Record<string, string> = {},
): Harness {
  const platform = fakePlatform();
  const storages = { local: memoryStorage(local), session: memoryStorage(session) };
  configure({ apiBase: 'http://api.test', storage: storages, fetch: platform.fetch });
  return { platform, ...storages };
}
