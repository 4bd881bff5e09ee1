import * as v from 'valibot';
import type { Endpoint, RequestOf } from './contract/endpoint';
import { envelope } from './envelope';
import { ApiError, ErrorCode } from './errors';
import { callerHeaders } from './headers';
import { firstIssue } from './issues';

/** Where a stream is opened and as whom: what the client's own calls use. */
export interface StreamCaller {
  baseUrl: string;
  merchant: string;
  language: string;
  token: string | null;
  fetch?: typeof globalThis.fetch | undefined;
}

/**
 * Opens a streaming GET (server-sent events) with the caller's headers and no time-out: the open
 * response to read, or the server's refusal as the ApiError a call would throw. Apart from the
 * client, so the runtime carries it only where a stream is used (the chat room's chunk).
 */
export async function openStream<E extends Endpoint>(
  caller: StreamCaller,
  endpoint: E,
  input: RequestOf<E>,
  signal?: AbortSignal,
): Promise<Response> {
  const parsed = v.safeParse(endpoint.request, input ?? {});
  if (!parsed.success) {
    const issue = firstIssue(parsed.issues);
    throw new ApiError({ errorCode: ErrorCode.validation, message: issue.message, field: issue.field }, 400);
  }
  if (endpoint.auth === 'member' && !caller.token) {
    throw new ApiError({ errorCode: ErrorCode.notLoggedIn, message: 'Not logged in' }, 401);
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((parsed.output ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  const fetcher = caller.fetch ?? ((url, init) => globalThis.fetch(url, init));
  let response: Response;
  try {
    response = await fetcher(`${caller.baseUrl.replace(/\/+$/, '')}${endpoint.path}${search}`, {
      method: 'GET',
      headers: { Accept: 'text/event-stream', ...callerHeaders(caller) },
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new ApiError({ errorCode: ErrorCode.network, message: 'Network error' }, 0);
  }
  if (response.ok && response.headers.get('content-type')?.startsWith('text/event-stream')) return response;
  const answer = v.safeParse(envelope, await response.json().catch(() => undefined));
  if (answer.success && !answer.output.success) {
    const { success: _success, ...failure } = answer.output;
    throw new ApiError(failure, response.status);
  }
  const errorCode = response.status === 401 ? ErrorCode.notLoggedIn : ErrorCode.badResponse;
  throw new ApiError({ errorCode, message: `No stream (${response.status})` }, response.status);
}
