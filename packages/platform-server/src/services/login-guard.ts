import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  clearLoginFailures,
  countLoginFailures,
  insertLoginFailures,
  pruneLoginFailures,
} from '../db/login-guard';

/** Failed logins, per account or per IP, after which a captcha is asked for (R4.11). */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export interface LoginAttempt {
  merchantId: number;
  username: string;
  ip: string;
}

export interface LoginGuard {
  /** True once the account or the IP has failed often enough within the window. */
  needsCaptcha(attempt: LoginAttempt): Promise<boolean>;
  /** Records a failure and answers whether the next attempt needs a captcha. */
  recordFailure(attempt: LoginAttempt): Promise<boolean>;
  /** A successful login forgives the account (the IP's count stays: it may be guessing many). */
  forgive(attempt: LoginAttempt): Promise<void>;
}

export function createLoginGuard(db: Db, clock: Clock): LoginGuard {
  const since = () => new Date(clock.now().getTime() - FAILURE_WINDOW_MS);

  async function needsCaptcha({ merchantId, username, ip }: LoginAttempt): Promise<boolean> {
    const from = since();
    const [byAccount, byIp] = await Promise.all([
      countLoginFailures(db, merchantId, 'account', username.toLowerCase(), from),
      countLoginFailures(db, merchantId, 'ip', ip, from),
    ]);
    return byAccount >= CAPTCHA_AFTER_FAILURES || byIp >= CAPTCHA_AFTER_FAILURES;
  }

  return {
    needsCaptcha,
    async recordFailure(attempt) {
      const now = clock.now();
      await insertLoginFailures(
        db,
        attempt.merchantId,
        [
          { scope: 'account', subject: attempt.username.toLowerCase() },
          { scope: 'ip', subject: attempt.ip },
        ],
        now,
      );
      await pruneLoginFailures(db, new Date(now.getTime() - FAILURE_WINDOW_MS));
      return needsCaptcha(attempt);
    },
    async forgive(attempt) {
      await clearLoginFailures(db, attempt.merchantId, 'account', attempt.username.toLowerCase());
    },
  };
}
