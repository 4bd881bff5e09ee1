import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  clearLoginFailures,
  countLoginFailures,
  deleteLoginFailures,
  insertLoginFailures,
  lockLoginSubjects,
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

/** One attempt counted as a failure before its password is checked (see `LoginGuard.hold`). */
export interface HeldFailure {
  /** The account or the IP had failed often enough before this attempt: it must pass a captcha. */
  readonly captchaDue: boolean;
  /** The password was wrong: the failure stays. Answers whether the next attempt needs a captcha. */
  keep(): Promise<boolean>;
  /** The password was right, or the attempt stopped before its password counted: the failure goes. */
  release(): Promise<void>;
}

export interface LoginGuard {
  /**
   * Decides whether the attempt needs a captcha and counts it as a failure, in one step per account
   * and per IP. Undefined when a captcha is due and the attempt carries none (nothing is counted).
   */
  hold(attempt: LoginAttempt, captchaGiven: boolean): Promise<HeldFailure | undefined>;
  /** A successful login forgives the account (the IP's count stays: it may be guessing many). */
  forgive(attempt: LoginAttempt): Promise<void>;
}

export function createLoginGuard(deps: { db: Db; clock: Clock }): LoginGuard {
  const { db, clock } = deps;
  const since = () => new Date(clock.now().getTime() - FAILURE_WINDOW_MS);

  async function failedOften(tx: Db, merchantId: number, account: string, ip: string): Promise<boolean> {
    const from = since();
    const byAccount = await countLoginFailures(tx, merchantId, 'account', account, from);
    if (byAccount >= CAPTCHA_AFTER_FAILURES) return true;
    return (await countLoginFailures(tx, merchantId, 'ip', ip, from)) >= CAPTCHA_AFTER_FAILURES;
  }

  return {
    async hold({ merchantId, username, ip }, captchaGiven) {
      const account = username.toLowerCase();
      // Counting first and checking the password after would let a burst of parallel guesses all be
      // counted before any failed (PostgreSQL runs them side by side). So the decision and the
      // failure are one step under the account's and the IP's locks, and the password check (scrypt,
      // tens of ms) runs outside: the lock covers two counts and an insert, a few ms. A burst against
      // one account or from one IP passes this step one at a time, which is the point; a right
      // password then takes its failure back, and meanwhile it counts against parallel attempts.
      const held = await db.transaction(async (tx) => {
        await lockLoginSubjects(tx, merchantId, account, ip);
        const captchaDue = await failedOften(tx, merchantId, account, ip);
        if (captchaDue && !captchaGiven) return undefined;
        const subjects = [
          { scope: 'account' as const, subject: account },
          { scope: 'ip' as const, subject: ip },
        ];
        return { captchaDue, ids: await insertLoginFailures(tx, merchantId, subjects, clock.now()) };
      });
      if (!held) return undefined;
      return {
        captchaDue: held.captchaDue,
        async keep() {
          await pruneLoginFailures(db, since());
          return failedOften(db, merchantId, account, ip);
        },
        release: () => deleteLoginFailures(db, held.ids),
      };
    },
    async forgive(attempt) {
      await clearLoginFailures(db, attempt.merchantId, 'account', attempt.username.toLowerCase());
    },
  };
}
