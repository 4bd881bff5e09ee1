import { ErrorCode, statusOf } from '@lobbykit/api-client';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError } from '../services/domain-error';
import type { AppContext } from './app-env';

/** Answers a failure envelope; the status comes from the error code (DESIGN.md, The wire). */
export function failure(
  c: AppContext,
  errorCode: string,
  message: string,
  flags: Record<string, unknown> = {},
): Response {
  return c.json(
    { success: false, errorCode, message, ...flags },
    statusOf(errorCode) as ContentfulStatusCode,
  );
}

export function badInput(c: AppContext, field: string, message: string): Response {
  return failure(c, ErrorCode.validation, message, { field });
}

export function domainFailure(c: AppContext, error: DomainError): Response {
  return failure(c, error.errorCode, error.message, { ...error.flags });
}
