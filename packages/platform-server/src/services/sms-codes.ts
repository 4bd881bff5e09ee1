import { randomInt } from 'node:crypto';
import { ErrorCode } from '@lobbykit/api-client';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { MerchantRow } from '../db/schema/index';
import {
  clearSmsFailures,
  insertSmsCode,
  latestSmsCode,
  lockSmsNumber,
  recordSmsFailure,
  smsLockedUntil,
  spendSmsCode,
} from '../db/sms-codes';
import type { SmsSender } from '../outbox';
import { DomainError } from './domain-error';
import { type RateRule, SMS_PER_IP_RATE, takeRateSlot } from './rate-limits';
import { MessageKey } from './registration-rules';
import { sha256 } from './tokens';

/** Wrong codes a number may take before it is locked (R8.06). */
export const SMS_FAILURE_LIMIT = 5;
export const SMS_LOCK_MS = 5 * 60_000;
export const DEFAULT_SMS_MINUTES = 1;

/** 'firebase': R4.13, the local phone verifier's codes (Firebase SMS login). */
export type SmsPurpose = 'register' | 'login' | 'password' | 'firebase';

/** R8.10: the codes a merchant pays for in any 24 hours unless its settings say otherwise. */
export const DEFAULT_SMS_DAILY_QUOTA = 5_000;

/**
 * R8.10: the merchant's SMS quota, every number and address together (each code costs the operator
 * money). Spent, the player reads 'Quota exceeded. Please contact customer service.'.
 */
export function smsQuotaOf(merchant: MerchantRow): RateRule {
  return {
    bucket: 'sms-merchant-quota',
    limit: merchant.settings.smsDailyQuota ?? DEFAULT_SMS_DAILY_QUOTA,
    windowMs: 24 * 60 * 60_000,
    message: 'The SMS quota of this site is spent, please contact customer service',
    errorCode: ErrorCode.quotaExceeded,
  };
}

// The merchant and number are part of the hash so one leaked row says nothing about another.
const codeHash = (merchantId: number, mobile: string, code: string) =>
  sha256(`${merchantId}:${mobile}:${code}`);

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

function tooMany(retryAfter: number): DomainError {
  return new DomainError(ErrorCode.tooManyRequests, 'Too many requests, please try again after 5 minutes', {
    retryAfter,
  });
}

export interface SmsCodeService {
  /**
   * Sends a fresh code unless one went to this number within the countdown (R4.32), or the caller's
   * IP has had SMS_PER_IP_RATE codes sent within the hour (429 with retryAfter either way), or the
   * merchant's SMS quota is spent (429 quota_exceeded, R8.10).
   */
  send(
    merchant: MerchantRow,
    request: {
      purpose: SmsPurpose;
      mobile: string;
      countryDialingCode: string;
      expiredMinutes: number;
      ip: string;
    },
  ): Promise<{ expiredMinutes: number; message: string }>;
  /**
   * Checks a code for a number without spending it, answering its id; a wrong code counts toward
   * the lock. The caller spends it with `spend` inside the transaction that uses it.
   */
  check(merchant: MerchantRow, purpose: SmsPurpose, mobile: string, code: string): Promise<number>;
  /** Spends a checked code; false when another request spent it first or it has just expired. */
  spend(tx: Db, id: number): Promise<boolean>;
}

export function createSmsCodeService(deps: { db: Db; clock: Clock; sms: SmsSender }): SmsCodeService {
  const { db, clock, sms } = deps;

  async function refuseWhileLocked(merchant: MerchantRow, mobile: string): Promise<void> {
    const now = clock.now();
    const until = await smsLockedUntil(db, merchant.id, mobile);
    if (until && until > now) throw tooMany(secondsUntil(until, now));
  }

  return {
    async send(merchant, { purpose, mobile, countryDialingCode, expiredMinutes, ip }) {
      await refuseWhileLocked(merchant, mobile);
      const now = clock.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // The countdown check and the insert are one step under the number's lock: a burst of
      // requests sends one code, the rest wait on the lock and then see it. The IP's slot is taken
      // after the countdown passes (a refused resend costs the address nothing), under the IP's
      // lock, always second: numbers first, then addresses, so no two sends wait in a circle.
      await db.transaction(async (tx) => {
        await lockSmsNumber(tx, merchant.id, purpose, mobile);
        const latest = await latestSmsCode(tx, merchant.id, purpose, mobile);
        const countdownEnds = latest && new Date(latest.createdAt.getTime() + expiredMinutes * 60_000);
        if (countdownEnds && countdownEnds > now) {
          throw new DomainError(
            ErrorCode.tooManyRequests,
            'A code was just sent, please wait before asking again',
            {
              field: 'mobileNo',
              retryAfter: secondsUntil(countdownEnds, now),
            },
          );
        }
        await takeRateSlot(tx, clock, SMS_PER_IP_RATE, ip);
        // The merchant's quota last (numbers, then addresses, then the merchant: one lock order).
        await takeRateSlot(tx, clock, smsQuotaOf(merchant), String(merchant.id));
        await insertSmsCode(tx, {
          merchantId: merchant.id,
          purpose,
          mobile,
          codeHash: codeHash(merchant.id, mobile, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
        });
      });
      const minutes = expiredMinutes === 1 ? '1 minute' : `${expiredMinutes} minutes`;
      await sms.send({
        merchantId: merchant.id,
        to: mobile,
        countryDialingCode,
        text: `Your verification code is ${code}. It expires in ${minutes}.`,
      });
      return { expiredMinutes, message: 'The verification code has been sent' };
    },

    async check(merchant, purpose, mobile, code) {
      // One check at a time per number, under its lock: a burst of guesses cannot all be compared
      // before the fifth wrong one locks the number. The outcome is decided inside the transaction
      // and thrown after it, so a wrong guess is counted (committed) and not rolled back.
      const outcome = await db.transaction(async (tx) => {
        await lockSmsNumber(tx, merchant.id, 'guard', mobile);
        const now = clock.now();
        const until = await smsLockedUntil(tx, merchant.id, mobile);
        if (until && until > now) return { kind: 'locked', retryAfter: secondsUntil(until, now) } as const;
        // Only the newest code counts: asking for a new one retires the one before.
        const latest = await latestSmsCode(tx, merchant.id, purpose, mobile);
        if (!latest || latest.usedAt || latest.codeHash !== codeHash(merchant.id, mobile, code)) {
          const lockUntil = new Date(now.getTime() + SMS_LOCK_MS);
          const locked = await recordSmsFailure(tx, merchant.id, mobile, SMS_FAILURE_LIMIT, lockUntil);
          return locked
            ? ({ kind: 'locked', retryAfter: secondsUntil(lockUntil, now) } as const)
            : ({ kind: 'wrong' } as const);
        }
        // The right code, too late: no guess, so it does not count toward the lock (R8.12: resend).
        if (latest.expiresAt <= now) return { kind: 'expired' } as const;
        await clearSmsFailures(tx, merchant.id, mobile);
        return { kind: 'right', id: latest.id } as const;
      });
      if (outcome.kind === 'locked') throw tooMany(outcome.retryAfter);
      if (outcome.kind === 'wrong') {
        throw new DomainError(ErrorCode.validation, 'Please enter a valid verification code', {
          field: 'verificationCode',
          messageKey: MessageKey.codeInvalid,
        });
      }
      if (outcome.kind === 'expired') {
        throw new DomainError(
          ErrorCode.validation,
          'The verification code has expired, please send a new one',
          {
            field: 'verificationCode',
            messageKey: MessageKey.codeExpired,
          },
        );
      }
      return outcome.id;
    },
    spend: (tx, id) => spendSmsCode(tx, id, clock.now()),
  };
}
