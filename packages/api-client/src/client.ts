import * as v from 'valibot';
import { cacheKey, memoryCache, type ResponseCache } from './cache';
import type { Endpoint, RequestOf, ResponseOf } from './contract/endpoint';
import { sessionKey } from './contract/session';
import { envelope } from './envelope';
import { ApiError, ErrorCode } from './errors';
import { callerHeaders, Header, REQUEST_TIMEOUT_MS } from './headers';
import { firstIssue } from './issues';
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
    endpoint: E,
    ...input: EmptyInput extends RequestOf<E> ? [RequestOf<E>?] : [RequestOf<E>]
  ): Promise<ResponseOf<E>>;
  clearCache(): void;
}

type EncryptionKey = ResponseOf<typeof sessionKey>;

export function createClient(options: ClientOptions): ApiClient {
  const cache = options.cache ?? memoryCache();
  const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  let encryptionKey: Promise<EncryptionKey> | null = null;

  function headersFor(endpoint: Endpoint, context: CallerContext): Record<string, string> {
    const headers = callerHeaders(context);
    if (endpoint.auth === 'admin' && options.adminKey) headers[Header.adminKey] = options.adminKey;
    return headers;
  }

  async function send(endpoint: Endpoint, parsed: unknown, context: CallerContext): Promise<unknown> {
    const headers = headersFor(endpoint, context);
    let body: BodyInit | undefined;
    let query: Record<string, string> | undefined;
    if (endpoint.method === 'GET') {
      query = toQuery(parsed);
    } else if (endpoint.encrypted) {
      encryptionKey ??= request(sessionKey, {}, context) as Promise<EncryptionKey>;
      const key = await encryptionKey;
      const { encryptBody } = await import('./encryption');
      body = JSON.stringify({ value: await encryptBody(key.jwk, key.kid, parsed) });
      headers['Content-Type'] = 'application/json';
    } else if (endpoint.encoding === 'form') {
      body = new URLSearchParams(toQuery(parsed));
    } else {
      body = JSON.stringify(parsed ?? {});
      headers['Content-Type'] = 'application/json';
    }

    let status: number;
    let data: unknown;
    try {
      ({ status, data } = await exchange(fetcher, options.baseUrl, timeout, {
        method: endpoint.method,
        path: endpoint.path,
        query,
        headers,
        body,
      }));
    } catch (error) {
      throw transportError(error);
    }

    const answer = v.safeParse(envelope, data);
    if (!answer.success) {
      if (status === 401)
        throw new ApiError({ errorCode: ErrorCode.notLoggedIn, message: 'Not logged in' }, 401);
      if (status === 503)
        throw new ApiError({ errorCode: ErrorCode.maintenance, message: 'Maintenance' }, 503);
      throw new ApiError(
        { errorCode: ErrorCode.badResponse, message: `Off-contract answer (${status})` },
        status,
      );
    }
    if (!answer.output.success) {
      const { success: _success, ...failure } = answer.output;
      throw new ApiError(failure, status);
    }
    const value = v.safeParse(endpoint.response, answer.output.value);
    if (!value.success) {
      throw new ApiError(
        {
          errorCode: ErrorCode.badResponse,
          message: `Off-contract value: ${firstIssue(value.issues).message}`,
        },
        status,
      );
    }
    return value.output;
  }

  async function request(endpoint: Endpoint, input: unknown, context: CallerContext): Promise<unknown> {
    const parsed = v.safeParse(endpoint.request, input ?? {});
    if (!parsed.success) {
      const issue = firstIssue(parsed.issues);
      throw new ApiError(
        { errorCode: ErrorCode.validation, message: issue.message, field: issue.field },
        400,
      );
    }
    if (endpoint.auth === 'member' && !context.token) {
      throw new ApiError({ errorCode: ErrorCode.notLoggedIn, message: 'Not logged in' }, 401);
    }
    try {
      return await send(endpoint, parsed.output, context);
    } catch (error) {
      // The server rotated its key: fetch the new one and try once more.
      if (endpoint.encrypted && ApiError.is(error, ErrorCode.keyExpired)) {
        encryptionKey = null;
        return send(endpoint, parsed.output, context);
      }
      throw error;
    }
  }

  return {
    async call(endpoint, input) {
      const context = options.context();
      if (endpoint.cache !== 'session') return request(endpoint, input, context) as never;
      const key = cacheKey(
        `${context.merchant}:${context.language}`,
        endpoint.path,
        (input ?? {}) as object as Record<string, unknown>,
      );
      const cached = cache.get(key);
      if (cached !== undefined) {
        const valid = v.safeParse(endpoint.response, cached);
        if (valid.success) return valid.output as never;
      }
      const value = await request(endpoint, input, context);
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
