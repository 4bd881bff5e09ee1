import { ErrorCode } from '@lobbykit/api-client';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  deleteRateEvents,
  insertRateEvent,
  lockSubject,
  pruneRateEvents,
  rateEventsSince,
} from '../db/rate-events';
import { DomainError } from './domain-error';

/** A limit kept in the database: at most `limit` actions per subject in any rolling `windowMs`. */
export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
  /** The refusal's words (the sdk translates the code; the message is for logs and R8.03 dialogs). */
  message: string;
  /** The refusal's code: too_many_requests unless the rule says otherwise (an operator's quota). */
  errorCode?: typeof ErrorCode.tooManyRequests | typeof ErrorCode.quotaExceeded;
}

/** Trial accounts one IP may open an hour: enough for a family, too few to flood the members table. */
export const FREE_PLAY_RATE: RateRule = {
  bucket: 'free-play',
  limit: 10,
  windowMs: 60 * 60_000,
  message: 'Too many trial accounts from this address, please try again later',
};

/**
 * SMS codes sent to any numbers for one IP an hour, besides each number's countdown: a player needs
 * one to three; 20 leaves room for a household or a shop behind one address, and stops a script
 * from sending codes to a list of numbers (each one costs the operator money).
 */
export const SMS_PER_IP_RATE: RateRule = {
  bucket: 'sms-ip',
  limit: 20,
  windowMs: 60 * 60_000,
  message: 'Too many codes were sent from this address, please try again later',
};

/**
 * Accounts one IP may register an hour while the merchant's registration captcha is off (with it
 * on, each account costs a solved captcha instead). Ten: the trial cap's number.
 */
export const REGISTER_PER_IP_RATE: RateRule = {
  bucket: 'register-ip',
  limit: 10,
  windowMs: 60 * 60_000,
  message: 'Too many accounts were registered from this address, please try again later',
};

/** The same rule with the operator's own hourly number (LOBBYKIT_REGISTRATIONS_PER_IP_HOUR). */
export const registerPerIpRate = (limit = REGISTER_PER_IP_RATE.limit): RateRule => ({
  ...REGISTER_PER_IP_RATE,
  limit,
});

export const secondsUntil = (atMs: number, nowMs: number) => Math.max(1, Math.ceil((atMs - nowMs) / 1000));

export function tooManyRequests(message: string, retryAfterSeconds: number): DomainError {
  return new DomainError(ErrorCode.tooManyRequests, message, { retryAfter: retryAfterSeconds });
}

/**
 * Takes one of the subject's slots inside `tx` (count and insert under the subject's lock, so a
 * burst on PostgreSQL gets exactly `limit`), or throws 429 with `retryAfter`: the seconds until the
 * oldest slot in the window frees. Answers the slot's id, for `releaseRateSlot`.
 */
export async function takeRateSlot(tx: Db, clock: Clock, rule: RateRule, subject: string): Promise<number> {
  await lockSubject(tx, `rate:${rule.bucket}:${subject}`);
  const now = clock.now();
  const since = new Date(now.getTime() - rule.windowMs);
  const taken = await rateEventsSince(tx, rule.bucket, subject, since);
  if (taken.total >= rule.limit) {
    const freesAt = (taken.oldest ?? now).getTime() + rule.windowMs;
    const retryAfter = secondsUntil(freesAt, now.getTime());
    if (rule.errorCode === ErrorCode.quotaExceeded) {
      throw new DomainError(ErrorCode.quotaExceeded, rule.message, { retryAfter });
    }
    throw tooManyRequests(rule.message, retryAfter);
  }
  await pruneRateEvents(tx, rule.bucket, since);
  return insertRateEvent(tx, rule.bucket, subject, now);
}

/** A slot held while the action it counts runs: `release` when the action did not happen after all. */
export interface HeldSlot {
  release(): Promise<void>;
}

/** `takeRateSlot` in a transaction of its own, for actions that run after it. */
export async function holdRateSlot(db: Db, clock: Clock, rule: RateRule, subject: string): Promise<HeldSlot> {
  const id = await db.transaction((tx) => takeRateSlot(tx, clock, rule, subject));
  return { release: () => deleteRateEvents(db, [id]) };
}

/** Runs `action` on a held slot; a failing action gives the slot back and throws on. */
export async function withRateSlot<T>(
  db: Db,
  clock: Clock,
  rule: RateRule,
  subject: string,
  action: () => Promise<T>,
): Promise<T> {
  const slot = await holdRateSlot(db, clock, rule, subject);
  try {
    return await action();
  } catch (error) {
    await slot.release();
    throw error;
  }
}
