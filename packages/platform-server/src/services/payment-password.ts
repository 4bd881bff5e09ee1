import { ErrorCode } from '@lobbykit/api-client';
import { PAYMENT_PASSWORD_LOCK_MINUTES, PAYMENT_PASSWORD_MAX_FAILURES } from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  clearPaymentFailures,
  countPaymentFailure,
  paymentPasswordOf,
  storePaymentPassword,
} from '../db/payment-passwords';
import type { MemberRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { hashPassword, verifyPassword } from './passwords';

export interface PaymentPasswordState {
  hasPaymentPassword: boolean;
  lockedUntil: Date | null;
}

export interface PaymentPasswordService {
  state(member: MemberRow): Promise<PaymentPasswordState>;
  /**
   * Checks the member's payment password. Wrong: 400 `validation_failed`, field `paymentPassword`,
   * messageKey `payment_password_incorrect` and `triesLeft`, counted; the fifth wrong one in a row
   * locks it for 5 minutes: 429 `too_many_requests`, messageKey `payment_password_locked`, `retryAfter`
   * seconds. None set: 400 messageKey `payment_password_not_set`. Call it outside the money
   * transaction, so a refusal's count is kept.
   */
  verify(member: MemberRow, plain: string): Promise<void>;
  /** Sets or changes it: the first time the login password proves the member, then the current one. */
  set(
    member: MemberRow,
    input: {
      loginPassword?: string | undefined;
      oldPaymentPassword?: string | undefined;
      paymentPassword: string;
    },
  ): Promise<void>;
}

const LOCK_MS = PAYMENT_PASSWORD_LOCK_MINUTES * 60_000;

export function createPaymentPasswordService(db: Db, clock: Clock): PaymentPasswordService {
  async function current(member: MemberRow) {
    const { row, registeredHash } = await paymentPasswordOf(db, member.id);
    const now = clock.now();
    const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
    return { hash: row?.hash ?? registeredHash, row, locked, now };
  }

  function lockedError(until: Date, now: Date): DomainError {
    return new DomainError(ErrorCode.tooManyRequests, 'The payment password is locked, try again later', {
      field: 'paymentPassword',
      messageKey: 'payment_password_locked',
      retryAfter: Math.ceil((until.getTime() - now.getTime()) / 1000),
    });
  }

  async function verify(member: MemberRow, plain: string, field = 'paymentPassword'): Promise<void> {
    const { hash, row, locked, now } = await current(member);
    if (locked) throw lockedError(locked, now);
    if (!hash) {
      throw new DomainError(ErrorCode.validation, 'Set a payment password first', {
        field,
        messageKey: 'payment_password_not_set',
      });
    }
    // An expired lock starts a new count of five.
    if (row?.lockedUntil && row.lockedUntil <= now) await clearPaymentFailures(db, member.id, now);
    if (await verifyPassword(plain, hash)) {
      if (row && row.failures > 0) await clearPaymentFailures(db, member.id, now);
      return;
    }
    const failures = await countPaymentFailure(
      db,
      member.id,
      now,
      PAYMENT_PASSWORD_MAX_FAILURES,
      new Date(now.getTime() + LOCK_MS),
    );
    if (failures >= PAYMENT_PASSWORD_MAX_FAILURES) throw lockedError(new Date(now.getTime() + LOCK_MS), now);
    throw new DomainError(ErrorCode.validation, 'The payment password is not correct', {
      field,
      messageKey: 'payment_password_incorrect',
      triesLeft: PAYMENT_PASSWORD_MAX_FAILURES - failures,
    });
  }

  return {
    async state(member) {
      const { hash, locked } = await current(member);
      return { hasPaymentPassword: hash !== null, lockedUntil: locked };
    },
    verify: (member, plain) => verify(member, plain),
    async set(member, input) {
      const { hash } = await current(member);
      if (hash) {
        if (input.oldPaymentPassword === undefined) {
          throw new DomainError(ErrorCode.validation, 'Enter the current payment password', {
            field: 'oldPaymentPassword',
            messageKey: 'input_empty',
          });
        }
        await verify(member, input.oldPaymentPassword, 'oldPaymentPassword');
      } else {
        if (input.loginPassword === undefined) {
          throw new DomainError(ErrorCode.validation, 'Enter the login password', {
            field: 'loginPassword',
            messageKey: 'input_empty',
          });
        }
        if (!(await verifyPassword(input.loginPassword, member.passwordHash))) {
          throw new DomainError(ErrorCode.validation, 'The login password is not correct', {
            field: 'loginPassword',
            messageKey: 'password_incorrect',
          });
        }
      }
      await storePaymentPassword(db, member.id, await hashPassword(input.paymentPassword), clock.now());
    },
  };
}
