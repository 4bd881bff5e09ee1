import type { ErrorCode } from '@lobbykit/api-client';

/** Flags that ride along on a failure envelope, such as `captcha: true` after a failed login. */
export interface DomainErrorFlags {
  field?: string;
  /** The translation key of a field's message: a rule's patternId, 'input_empty', 'inconsistent_twice' ... */
  messageKey?: string;
  captcha?: boolean;
  retryAfter?: number;
  /** The balance (wire decimal) when a bet or transfer was larger than it. */
  balance?: number;
  /** Wrong payment passwords still allowed before it locks. */
  triesLeft?: number;
  /** An agent's own contract rate (percent), when an offer went above it; null: it holds none. */
  ownRate?: number | null;
  /** R4.81: the downline's contracts an offer would end (wire contract rows). */
  contracts?: unknown[];
  /** R4.16: the held login's ticket and what it waits for. */
  proof?: { ticket: string; kind: 'mobile' | 'email' | 'payeeName' | 'google'; hint: string };
}

/** A rule said no. Services throw it; the HTTP layer turns the code into a status and an envelope. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    readonly flags: DomainErrorFlags = {},
  ) {
    super(message);
  }
}
