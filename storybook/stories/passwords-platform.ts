import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import {
  changePassword,
  forgotPasswordByEmail,
  RESET_MAIL_SENT,
  setPasswordByPhone,
} from '@lobbykit/api-client/contract';
import { type FakePlatform, failure } from '@lobbykit/api-client/testing';

/**
 * The stand-in platform's password answers for the password stories: change, forgot by e-mail and
 * forgot by phone. A scenario decides the answer; a phone reset that goes through logs in.
 */
export interface PasswordsScenario {
  change?: 'ok' | 'wrongOld' | 'pending';
  mail?: 'ok' | 'unknown';
  phone?: 'ok' | 'wrongCode';
}

const refusal = (field: string, messageKey: string) =>
  failure(ErrorCode.validation, { field, messageKey, message: messageKey });

/** Answers the three password endpoints on the story's platform. */
export function answerPasswords(
  platform: FakePlatform,
  scenario: PasswordsScenario,
  session: () => ResponseOf<typeof setPasswordByPhone>,
): void {
  if (scenario.change === 'pending') platform.hang(changePassword);
  else
    platform.on(changePassword, () =>
      scenario.change === 'wrongOld' ? refusal('oldPassword', 'old_password_error') : null,
    );
  platform.on(forgotPasswordByEmail, () =>
    scenario.mail === 'unknown'
      ? refusal('username', 'username_email_not_exist')
      : ({ messageKey: RESET_MAIL_SENT } as const),
  );
  platform.on(setPasswordByPhone, () =>
    scenario.phone === 'wrongCode' ? refusal('verificationCode', 'verification_code_error') : session(),
  );
}
