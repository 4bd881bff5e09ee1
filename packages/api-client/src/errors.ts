/**
 * Error codes both sides speak. The server sends them as `errorCode`; the sdk maps each to a
 * translated message (`error.<code>`), so the words are the player's language, never the server's.
 */
export const ErrorCode = {
  validation: 'validation_failed',
  notLoggedIn: 'not_logged_in',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  maintenance: 'maintenance',
  regionBlocked: 'region_blocked',
  invalidDomain: 'invalid_domain',
  invalidCredentials: 'invalid_credentials',
  captchaRequired: 'captcha_required',
  captchaFailed: 'captcha_failed',
  accountLocked: 'account_locked',
  nonMember: 'non_member',
  nonAgent: 'non_agent',
  /** R4.16: a login from a new IP waits for one more proof; the failure carries `proof`. */
  verifyFirst: 'verify_first',
  trialAccount: 'in_need_true_account',
  /** R4.14, R4.15: a Google or Facebook callback that does not check out (state, nonce, a spent code). */
  socialSignInFailed: 'social_sign_in_failed',
  /** R4.14, R4.15: a sign-in provider this platform does not offer (404). */
  unknownProvider: 'unknown_provider',
  /** A bet or transfer larger than the balance; the failure carries `balance`. */
  insufficientBalance: 'insufficient_balance',
  keyExpired: 'key_expired',
  /** A member outside the caller's agent subtree, or no such member (404). */
  notInTeam: 'not_in_team',
  /** A contract is offered to a direct downline only (403, R6.14). */
  notDirectDownline: 'not_direct_downline',
  /** A contract's rate above the offerer's own rate of that kind (400). */
  contractRateTooHigh: 'contract_rate_too_high',
  /** R4.81: the offer would end the downline's own higher-rate contracts; resend agreeing (409, `contracts`). */
  contractLowersDownline: 'contract_lowers_downline',
  /** The contract is no longer offered (or accepted) and cannot be answered so (409). */
  contractClosed: 'contract_closed',
  /** R6.19: the merchant's agent-policy flag is off (403). */
  agentPolicyOff: 'agent_policy_off',
  /** R8.11: the merchant switched off the module the call belongs to (a whitelabel flag, 403). */
  operationNotAllowed: 'operation_not_allowed',
  /** R8.10: the merchant's daily SMS quota is spent; customer service can raise it (429). */
  quotaExceeded: 'quota_exceeded',
  badResponse: 'bad_response',
  network: 'network_error',
  timeout: 'timeout',
  unknown: 'unknown_error',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A failure envelope without its `success: false`. */
export interface ApiFailure {
  errorCode: string;
  message: string;
  field?: string | undefined;
  captcha?: boolean | undefined;
  retryAfter?: number | undefined;
  [flag: string]: unknown;
}

/** What every failed call becomes on the client: a server failure, a network fault or an off-contract answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errorCode: string;
  readonly status: number;
  readonly field: string | undefined;
  readonly captcha: boolean;
  readonly retryAfter: number | undefined;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(failure: ApiFailure, status: number) {
    super(failure.message || failure.errorCode);
    const { errorCode, message: _message, field, captcha, retryAfter, ...details } = failure;
    this.errorCode = errorCode;
    this.status = status;
    this.field = field;
    this.captcha = captcha === true;
    this.retryAfter = retryAfter;
    this.details = details;
  }

  static is(error: unknown, errorCode?: string): error is ApiError {
    return error instanceof ApiError && (errorCode === undefined || error.errorCode === errorCode);
  }
}

/** The HTTP status that goes with an error code when the server answers one. */
export function statusOf(errorCode: string): number {
  switch (errorCode) {
    case ErrorCode.validation:
    case ErrorCode.captchaRequired:
    case ErrorCode.captchaFailed:
    case ErrorCode.keyExpired:
    case ErrorCode.contractRateTooHigh:
      return 400;
    case ErrorCode.notLoggedIn:
    case ErrorCode.invalidCredentials:
      return 401;
    case ErrorCode.forbidden:
    case ErrorCode.nonMember:
    case ErrorCode.nonAgent:
    case ErrorCode.verifyFirst:
    case ErrorCode.trialAccount:
    case ErrorCode.regionBlocked:
    case ErrorCode.invalidDomain:
    case ErrorCode.accountLocked:
    case ErrorCode.notDirectDownline:
    case ErrorCode.operationNotAllowed:
    case ErrorCode.agentPolicyOff:
    case ErrorCode.socialSignInFailed:
      return 403;
    case ErrorCode.notFound:
    case ErrorCode.unknownProvider:
    case ErrorCode.notInTeam:
      return 404;
    case ErrorCode.conflict:
    case ErrorCode.insufficientBalance:
    case ErrorCode.contractLowersDownline:
    case ErrorCode.contractClosed:
      return 409;
    case ErrorCode.tooManyRequests:
    case ErrorCode.quotaExceeded:
      return 429;
    case ErrorCode.maintenance:
      return 503;
    default:
      return 500;
  }
}
