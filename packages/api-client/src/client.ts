import { cacheKey, memoryCache, type ResponseCache } from './cache';
import type { Endpoint, EndpointHead, LazyEndpoint, RequestOf, ResponseOf } from './contract/endpoint';
import type { sessionKey } from './contract/session';
import { ApiError, ErrorCode } from './errors';
import { callerHeaders, Header, REQUEST_TIMEOUT_MS } from './headers';
import { exchange } from './transport';

/** What every request needs to know about who is calling, read fresh for each call. */
export interface CallerContext {
  merchant: string;
  language: string;
  token: string | null;
}

export interface ClientOptions {
  baseUrl: string;
  context: () => CallerContext;
  cache?: ResponseCache;
  timeout?: number;
  adminKey?: string;
  fetch?: typeof globalThis.fetch;
}

/** An endpoint whose request schema accepts `{}` may be called without input. */
type EmptyInput = Record<never, never>;

export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: E | LazyEndpoint<E>,
    ...input: EmptyInput extends RequestOf<E> ? [RequestOf<E>?] : [RequestOf<E>]
  ): Promise<ResponseOf<E>>;
  clearCache(): void;
}

type Checks = typeof import('./checks');
type EncryptionKey = ResponseOf<typeof sessionKey>;
type Target = Endpoint | LazyEndpoint;
/** The endpoint and the checks, both loaded: what a call needs before it uses an answer. */
type Ready = Promise<[Endpoint, Checks]>;

let loadingChecks: Promise<Checks> | undefined;
/** The checks once loaded: a call of a loaded endpoint then checks its input and goes out at once. */
let loadedChecks: Checks | undefined;

/**
 * The contract checks (valibot), loaded by the first call and kept; a failed load is tried again by
 * the next call. A chunk that cannot load is a network fault to the caller.
 */
function loadChecks(): Promise<Checks> {
  loadingChecks ??= import('./checks').then((checks) => {
    loadedChecks = checks;
    return checks;
  });
  loadingChecks.catch(() => {
    loadingChecks = undefined;
  });
  return loadingChecks;
}

/**
 * Loads the contract checks now rather than with the first call that needs them: for a page that
 * knows it will call soon, and for tests, whose first call would otherwise wait on the module load.
 */
export async function preloadContractChecks(): Promise<void> {
  await loadChecks();
}

function isLazy(target: Target): target is LazyEndpoint {
  return 'load' in target;
}

/** The endpoint and the checks, loading beside the request that needs them. */
function readyFor(target: Target): Ready {
  const ready: Ready = Promise.all([isLazy(target) ? target.load() : target, loadChecks()]).catch(() => {
    throw new ApiError({ errorCode: ErrorCode.network, message: 'Network error' }, 0);
  });
  // Awaited before the answer is used; a request refused first must not leave it unhandled.
  ready.catch(() => {});
  return ready;
}

/** What `empty` (`v.strictObject({})`) accepts without a doubt: nothing, or a plain object with no keys. */
function plainlyEmpty(input: unknown): boolean {
  return (
    input == null ||
    (typeof input === 'object' &&
      Object.getPrototypeOf(input) === Object.prototype &&
      Object.keys(input).length === 0)
  );
}

export function createClient(options: ClientOptions): ApiClient {
  const cache = options.cache ?? memoryCache();
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  let encryptionKey: Promise<EncryptionKey> | null = null;

  function headersFor(endpoint: EndpointHead, context: CallerContext): Record<string, string> {
    const headers = callerHeaders(context);
    if (endpoint.auth === 'admin' && options.adminKey) headers[Header.adminKey] = options.adminKey;
    return headers;
  }

  async function send(
    target: Target,
    parsed: unknown,
    context: CallerContext,
    ready: Ready,
  ): Promise<unknown> {
    const headers = headersFor(target, context);
    let body: BodyInit | undefined;
    let query: Record<string, string> | undefined;
    if (target.method === 'GET') {
      query = toQuery(parsed);
    } else if (target.encrypted) {
      encryptionKey ??= loadChecks().then(
        ({ sessionKey }) => request(sessionKey, {}, context) as Promise<EncryptionKey>,
      );
      const key = await encryptionKey;
      const { encryptBody } = await import('./encryption');
      body = JSON.stringify({ value: await encryptBody(key.jwk, key.kid, parsed) });
      headers['Content-Type'] = 'application/json';
    } else if (target.encoding === 'form') {
      body = new URLSearchParams(toQuery(parsed));
    } else {
      body = JSON.stringify(parsed ?? {});
      headers['Content-Type'] = 'application/json';
    }

    let status: number;
    let data: unknown;
    try {
      ({ status, data } = await exchange(fetcher, options.baseUrl, timeout, {
        method: target.method,
        path: target.path,
        query,
        headers,
        body,
      }));
    } catch (error) {
      throw transportError(error);
    }
    const [endpoint, checks] = await ready;
    return checks.checkAnswer(endpoint, status, data);
  }

  async function request(target: Target, input: unknown, context: CallerContext): Promise<unknown> {
    const ready = readyFor(target);
    let parsed: unknown;
    if (isLazy(target) && target.empty && plainlyEmpty(input)) {
      // The whole of `empty`'s check: the call goes out now, its answer waits for the schemas.
      parsed = {};
    } else if (!isLazy(target) && loadedChecks) {
      // Nothing to wait for: checked and sent in the caller's turn, as before the checks were lazy.
      parsed = loadedChecks.checkRequest(target, input);
    } else {
      const [endpoint, checks] = await ready;
      parsed = checks.checkRequest(endpoint, input);
    }
    if (target.auth === 'member' && !context.token) {
      throw new ApiError({ errorCode: ErrorCode.notLoggedIn, message: 'Not logged in' }, 401);
    }
    try {
      return await send(target, parsed, context, ready);
    } catch (error) {
      // The server rotated its key: fetch the new one and try once more.
      if (target.encrypted && ApiError.is(error, ErrorCode.keyExpired)) {
        encryptionKey = null;
        return send(target, parsed, context, ready);
      }
      throw error;
    }
  }

  return {
    async call(target, input) {
      const context = options.context();
      if (target.cache !== 'session') return request(target, input, context) as never;
      const key = cacheKey(
        `${context.merchant}:${context.language}`,
        target.path,
        (input ?? {}) as object as Record<string, unknown>,
      );
      const cached = cache.get(key);
      if (cached !== undefined) {
        const [endpoint, checks] = await readyFor(target);
        const valid = checks.checkCached(endpoint, cached);
        if (valid) return valid.value as never;
      }
      const value = await request(target, input, context);
      cache.set(key, value);
      return value as never;
    },
    clearCache: () => cache.clear(),
  };
}

function toQuery(parsed: unknown): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries((parsed ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query[key] = String(value);
  }
  return query;
}

function transportError(error: unknown): ApiError {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ApiError({ errorCode: ErrorCode.timeout, message: 'The request timed out' }, 0);
  }
  return new ApiError({ errorCode: ErrorCode.network, message: 'Network error' }, 0);
}
