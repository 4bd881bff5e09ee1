import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  clearRateEvents,
  insertRateEvent,
  lockSubject,
  pruneRateEvents,
  rateEventsSince,
} from '../db/rate-events';
import type { MemberRow } from '../db/schema/index';
import type { DomainError } from './domain-error';
import { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MS } from './login-guard';
import { verifyPassword } from './passwords';
import { secondsUntil, tooManyRequests } from './rate-limits';

/**
 * Wrong login passwords typed by a signed-in member (the old password of a password change, the
 * login password that sets the first payment password) allowed within the login's window: the
 * login's count (R4.11). A login would ask for a captcha next; these forms have none, so they lock.
 */
export const LOGIN_PASSWORD_GUESSES = CAPTCHA_AFTER_FAILURES;
/** R8.06: 'too many requests (try again after 5 minutes)'. */
export const LOGIN_PASSWORD_LOCK_MS = 5 * 60_000;
const BUCKET = 'login-password';

export interface LoginPasswordGuard {
  /**
   * Resolves when `plain` is the member's login password. Wrong: throws `wrong(triesLeft)`, and
   * the guess that uses the last try (and every one after it, for 5 minutes) throws 429
   * `too_many_requests` with `retryAfter` instead, right password or not.
   */
  check(member: MemberRow, plain: string, wrong: (triesLeft: number) => DomainError): Promise<void>;
}

export function createLoginPasswordGuard(deps: { db: Db; clock: Clock }): LoginPasswordGuard {
  const { db, clock } = deps;
  const locked = (endsMs: number) =>
    tooManyRequests(
      'Too many requests, please try again after 5 minutes',
      secondsUntil(endsMs, clock.now().getTime()),
    );

  return {
    async check(member, plain, wrong) {
      const subject = String(member.id);
      // As at login: the guess is counted first, under the member's lock, and scrypt runs after,
      // outside it; a right password takes its failure back. So parallel guesses are counted one by
      // one and the burst gets the three tries one after another would get.
      const held = await db.transaction(async (tx) => {
        await lockSubject(tx, `rate:${BUCKET}:${subject}`);
        const now = clock.now();
        const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
        const earlier = await rateEventsSince(tx, BUCKET, subject, since);
        let before = earlier.total;
        if (before >= LOGIN_PASSWORD_GUESSES && earlier.newest) {
          const endsMs = earlier.newest.getTime() + LOGIN_PASSWORD_LOCK_MS;
          if (endsMs > now.getTime()) return { kind: 'locked', endsMs } as const;
          // The lock has run out: a new count of three.
          await clearRateEvents(tx, BUCKET, subject);
          before = 0;
        }
        await pruneRateEvents(tx, BUCKET, since);
        await insertRateEvent(tx, BUCKET, subject, now);
        return { kind: 'held', failures: before + 1, at: now.getTime() } as const;
      });
      if (held.kind === 'locked') throw locked(held.endsMs);
      if (await verifyPassword(plain, member.passwordHash)) {
        // Proved: its own failure and the earlier ones are forgiven, as a login forgives the account.
        await clearRateEvents(db, BUCKET, subject);
        return;
      }
      if (held.failures >= LOGIN_PASSWORD_GUESSES) throw locked(held.at + LOGIN_PASSWORD_LOCK_MS);
      throw wrong(LOGIN_PASSWORD_GUESSES - held.failures);
    },
  };
}
