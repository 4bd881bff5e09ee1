/**
 * The client's checks against the contract (valibot): a request before it is sent, the envelope and
 * value of an answer before they are used, a cached value before it is served. The client loads this
 * module on first use, so lobbykit.js paints its first widget without valibot (issue 15's 30 KB).
 */
import * as v from 'valibot';
import type { Endpoint } from './contract/endpoint';
import { envelope } from './envelope';
import { ApiError, ErrorCode } from './errors';
import { firstIssue } from './issues';

export { sessionKey } from './contract/session';

/** The request as the endpoint's schema outputs it, or a 400 `validation` error naming the field. */
export function checkRequest(endpoint: Endpoint, input: unknown): unknown {
  const parsed = v.safeParse(endpoint.request, input ?? {});
  if (parsed.success) return parsed.output;
  const issue = firstIssue(parsed.issues);
  throw new ApiError({ errorCode: ErrorCode.validation, message: issue.message, field: issue.field }, 400);
}

/** The envelope's value checked against the endpoint's response, or the failure it carries. */
export function checkAnswer(endpoint: Endpoint, status: number, data: unknown): unknown {
  const answer = v.safeParse(envelope, data);
  if (!answer.success) {
    if (status === 401)
      throw new ApiError({ errorCode: ErrorCode.notLoggedIn, message: 'Not logged in' }, 401);
    if (status === 503) throw new ApiError({ errorCode: ErrorCode.maintenance, message: 'Maintenance' }, 503);
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

/** A cached value that still fits the endpoint's response, as `{ value }`; an old shape is dropped. */
export function checkCached(endpoint: Endpoint, cached: unknown): { value: unknown } | undefined {
  const valid = v.safeParse(endpoint.response, cached);
  return valid.success ? { value: valid.output } : undefined;
}
