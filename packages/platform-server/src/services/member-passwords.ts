import { ErrorCode } from '@lobbykit/api-client';
import {
  type changePassword,
  type forgotPasswordByEmail,
  matchesRule,
  type ParsedRequestOf,
  RESET_MAIL_SENT,
  type ResponseOf,
  type setPasswordByPhone,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findMemberByUsername } from '../db/members';
import { validationRulesOf } from '../db/merchants';
import { insertPasswordReset, latestPasswordReset, setChosenPassword } from '../db/passwords';
import { lockSubject } from '../db/rate-events';
import type { MemberRow, MerchantRow } from '../db/schema/index';
import { findMemberByMobile } from '../db/sms-login';
import type { MailSender } from '../outbox';
import { DomainError } from './domain-error';
import { createLoginPasswordGuard } from './login-password-guard';
import { hashPassword } from './passwords';
import { secondsUntil, tooManyRequests } from './rate-limits';
import { MessageKey } from './registration-rules';
import type { SessionService } from './session';
import { sessionAnswer } from './session-answer';
import type { SmsCodeService } from './sms-codes';
import { newTemporaryPassword, TEMPORARY_PASSWORD_MINUTES } from './temporary-passwords';
import { sameSecret } from './tokens';

/** Message keys of the password flows, beyond registration's. */
export const PasswordMessageKey = {
  oldPasswordWrong: 'old_password_error',
  isDefault: 'password_is_default',
  unchanged: 'password_unchanged',
  /** The spec's 'Username/Email does not exist'. */
  usernameEmailUnknown: 'username_email_not_exist',
  mobileUnknown: 'mobile_not_registered',
} as const;

/** One reset mail per member a minute: a form resubmitted in a hurry sends one mail. */
export const RESET_MAIL_WAIT_MS = 60_000;

type ChangeForm = ParsedRequestOf<typeof changePassword>;
type EmailForm = ParsedRequestOf<typeof forgotPasswordByEmail>;
type PhoneForm = ParsedRequestOf<typeof setPasswordByPhone>;

export interface MemberPasswordService {
  change(member: MemberRow, merchant: MerchantRow, form: ChangeForm): Promise<void>;
  forgotByEmail(merchant: MerchantRow, form: EmailForm): Promise<ResponseOf<typeof forgotPasswordByEmail>>;
  setByPhone(
    merchant: MerchantRow,
    form: PhoneForm,
    ip: string,
  ): Promise<ResponseOf<typeof setPasswordByPhone>>;
}

const refuse = (field: string, messageKey: string, message: string): never => {
  throw new DomainError(ErrorCode.validation, message, { field, messageKey });
};

function required(fields: Record<string, string | undefined>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (!value) refuse(field, MessageKey.empty, 'Input cannot be empty');
  }
}

export function createMemberPasswordService(deps: {
  db: Db;
  clock: Clock;
  mail: MailSender;
  sessions: SessionService;
  smsCodes: SmsCodeService;
}): MemberPasswordService {
  const { db, clock, mail, sessions, smsCodes } = deps;
  const loginPasswords = createLoginPasswordGuard({ db, clock });

  /** R5.29: the merchant's password rule (the registration one), and never the default password. */
  async function checkNewPassword(merchant: MerchantRow, field: string, password: string): Promise<void> {
    const rule = (await validationRulesOf(db, merchant.id)).find((entry) => entry.field === 'password');
    if (rule && matchesRule(password, rule) !== 'ok') {
      refuse(field, rule.patternId, 'Password format is incorrect');
    }
    if (sameSecret(password, merchant.defaultPassword)) {
      refuse(field, PasswordMessageKey.isDefault, 'The new password cannot be the default password');
    }
  }

  async function refuseWhileMailWaits(from: Db, memberId: number): Promise<void> {
    const now = clock.now().getTime();
    const latest = await latestPasswordReset(from, memberId);
    const waitEnds = latest ? latest.createdAt.getTime() + RESET_MAIL_WAIT_MS : 0;
    if (waitEnds > now) {
      throw tooManyRequests(
        'A mail was just sent, please wait before asking again',
        secondsUntil(waitEnds, now),
      );
    }
  }

  return {
    async change(member, merchant, form) {
      // Checked in the form's order, so the first failure is the one highest on the page.
      required({ oldPassword: form.oldPassword, newPassword: form.newPassword });
      await checkNewPassword(merchant, 'newPassword', form.newPassword);
      if (!form.confirmNewPassword) refuse('confirmNewPassword', MessageKey.empty, 'Input cannot be empty');
      if (form.confirmNewPassword !== form.newPassword) {
        refuse('confirmNewPassword', MessageKey.inconsistent, 'Confirmation password is not correct.');
      }
      if (form.newPassword === form.oldPassword) {
        refuse('newPassword', PasswordMessageKey.unchanged, 'The new password must differ from the old one');
      }
      // Counted like a login's password: three wrong in 15 minutes lock the form for 5 minutes.
      await loginPasswords.check(
        member,
        form.oldPassword,
        (triesLeft) =>
          new DomainError(ErrorCode.validation, 'The old password is not correct', {
            field: 'oldPassword',
            messageKey: PasswordMessageKey.oldPasswordWrong,
            triesLeft,
          }),
      );
      await setChosenPassword(db, member.id, await hashPassword(form.newPassword), clock.now());
      sessions.memberChanged(member.id);
    },

    async forgotByEmail(merchant, form) {
      required({ username: form.username, email: form.email });
      const member = await findMemberByUsername(db, merchant.id, form.username);
      const sameEmail = member?.email && member.email.toLowerCase() === form.email.toLowerCase();
      if (!member || !sameEmail) {
        refuse('username', PasswordMessageKey.usernameEmailUnknown, 'Username/Email does not exist');
      }
      const account = member as MemberRow;
      // Refused before the (slow) hash when a mail has just gone; decided again under the member's
      // lock, so ten parallel requests store one temporary password and send one mail.
      await refuseWhileMailWaits(db, account.id);
      const temporary = newTemporaryPassword();
      const passwordHash = await hashPassword(temporary);
      await db.transaction(async (tx) => {
        await lockSubject(tx, `reset-mail:${account.id}`);
        await refuseWhileMailWaits(tx, account.id);
        const now = clock.now();
        await insertPasswordReset(tx, {
          memberId: account.id,
          passwordHash,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TEMPORARY_PASSWORD_MINUTES * 60_000),
        });
      });
      await mail.send({
        merchantId: merchant.id,
        to: account.email as string,
        subject: 'Your temporary password',
        text:
          `Hello ${account.username},\n\nYour temporary password is ${temporary}\n\n` +
          `It works once, within ${TEMPORARY_PASSWORD_MINUTES} minutes; after logging in with it you ` +
          'will choose a new password. Your current password keeps working if you did not ask for this.',
      });
      return { messageKey: RESET_MAIL_SENT };
    },

    async setByPhone(merchant, form, ip) {
      required({
        mobileNum: form.mobileNum,
        verificationCode: form.verificationCode,
        newPassword: form.newPassword,
      });
      const rules = await validationRulesOf(db, merchant.id);
      const mobileRule = rules.find((entry) => entry.field === 'mobileNum');
      if (mobileRule && matchesRule(form.mobileNum, mobileRule) !== 'ok') {
        refuse('mobileNum', mobileRule.patternId, 'Please enter a valid mobile number');
      }
      await checkNewPassword(merchant, 'newPassword', form.newPassword);
      // The code is checked before the number's owner is looked up, so the answer says nothing
      // about which numbers are registered to someone without a code.
      const codeId = await smsCodes.check(merchant, 'password', form.mobileNum, form.verificationCode);
      const found = await findMemberByMobile(db, merchant.id, form.mobileNum);
      if (!found)
        refuse('mobileNum', PasswordMessageKey.mobileUnknown, 'This mobile number is not registered');
      const member = found as MemberRow;
      const passwordHash = await hashPassword(form.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Single use: a second request with the same code finds it spent and changes nothing.
        if (!(await smsCodes.spend(tx, codeId))) {
          refuse('verificationCode', MessageKey.codeInvalid, 'Please enter a valid verification code');
        }
        await setChosenPassword(tx, member.id, passwordHash, now);
      });
      sessions.memberChanged(member.id);
      return sessionAnswer(member, await sessions.open(member, ip), {
        firstTimeLogin: false,
        passwordExpired: false,
        defaultPassword: false,
      });
    },
  };
}
