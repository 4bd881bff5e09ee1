import { ErrorCode } from '@lobbykit/api-client';
import { PAYMENT_PASSWORD_LOCK_MINUTES, PAYMENT_PASSWORD_MAX_FAILURES } from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  clearPaymentFailures,
  countPaymentFailure,
  lockPaymentPassword,
  paymentPasswordOf,
  storePaymentPassword,
} from '../db/payment-passwords';
import type { MemberRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { createLoginPasswordGuard } from './login-password-guard';
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

export function createPaymentPasswordService(deps: { db: Db; clock: Clock }): PaymentPasswordService {
  const { db, clock } = deps;
  const loginPasswords = createLoginPasswordGuard({ db, clock });

  async function current(member: MemberRow) {
    const { row, registeredHash } = await paymentPasswordOf(db, member.id);
    const now = clock.now();
    const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
    return { hash: row?.hash ?? registeredHash, locked };
  }

  function lockedError(until: Date, now: Date): DomainError {
    return new DomainError(ErrorCode.tooManyRequests, 'The payment password is locked, try again later', {
      field: 'paymentPassword',
      messageKey: 'payment_password_locked',
      retryAfter: Math.ceil((until.getTime() - now.getTime()) / 1000),
    });
  }

  /**
   * The answer counts as wrong before it is checked: the lock decision and that count are one step
   * under the member's lock, and scrypt (tens of ms) runs after, outside it. Reading the lock first
   * and counting after the check let a burst of 40 parallel answers all be compared (the right one
   * among them) while the count ran to 40. A right answer then forgives the failures.
   */
  async function hold(member: MemberRow) {
    return db.transaction(async (tx) => {
      await lockPaymentPassword(tx, member.id);
      const { row, registeredHash } = await paymentPasswordOf(tx, member.id);
      const now = clock.now();
      if (row?.lockedUntil && row.lockedUntil > now)
        return { kind: 'locked', until: row.lockedUntil, now } as const;
      const hash = row?.hash ?? registeredHash;
      if (!hash) return { kind: 'unset' } as const;
      // An expired lock starts a new count of five.
      if (row?.lockedUntil) await clearPaymentFailures(tx, member.id, now);
      const lockUntil = new Date(now.getTime() + LOCK_MS);
      const failures = await countPaymentFailure(
        tx,
        member.id,
        now,
        PAYMENT_PASSWORD_MAX_FAILURES,
        lockUntil,
      );
      return { kind: 'held', hash, failures, lockUntil, now } as const;
    });
  }

  async function verify(member: MemberRow, plain: string, field = 'paymentPassword'): Promise<void> {
    const held = await hold(member);
    if (held.kind === 'locked') throw lockedError(held.until, held.now);
    if (held.kind === 'unset') {
      throw new DomainError(ErrorCode.validation, 'Set a payment password first', {
        field,
        messageKey: 'payment_password_not_set',
      });
    }
    if (await verifyPassword(plain, held.hash)) {
      await clearPaymentFailures(db, member.id, clock.now());
      return;
    }
    if (held.failures >= PAYMENT_PASSWORD_MAX_FAILURES) throw lockedError(held.lockUntil, held.now);
    throw new DomainError(ErrorCode.validation, 'The payment password is not correct', {
      field,
      messageKey: 'payment_password_incorrect',
      triesLeft: PAYMENT_PASSWORD_MAX_FAILURES - held.failures,
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
        // Counted like a login's password (the first wrong one too): three wrong lock it for 5 minutes.
        await loginPasswords.check(
          member,
          input.loginPassword,
          (triesLeft) =>
            new DomainError(ErrorCode.validation, 'The login password is not correct', {
              field: 'loginPassword',
              messageKey: 'password_incorrect',
              triesLeft,
            }),
        );
      }
      await storePaymentPassword(db, member.id, await hashPassword(input.paymentPassword), clock.now());
    },
  };
}
