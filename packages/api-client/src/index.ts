export { memoryCache, type ResponseCache, sessionStorageCache } from './cache';
export {
  type ApiClient,
  type CallerContext,
  type ClientOptions,
  createClient,
  preloadContractChecks,
} from './client';
export * from './contract/core';
export { envelope, type FailureEnvelope, failureEnvelope, ok, type SuccessEnvelope } from './envelope';
export { ApiError, type ApiFailure, ErrorCode, statusOf } from './errors';
export * from './headers';
export { firstIssue } from './issues';
