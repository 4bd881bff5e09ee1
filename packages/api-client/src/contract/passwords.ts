import * as v from 'valibot';
import { endpoint } from './endpoint';
import { trimmed } from './fields';
import { sessionValue } from './session';

/** Passwords are sent as typed: a space the player typed is part of the password (as at registration). */
const password = (min = 1) => v.pipe(v.string(), v.minLength(min), v.maxLength(128));

/**
 * R7.07: change the login password of the signed-in member. The old password is always checked by
 * the server (R5.28: "required unless it is known"): when a change is forced right after a login,
 * the client already knows it (the player has just typed it) and sends it without asking again.
 * The new password must pass the merchant's password rule (R5.29), equal its confirmation (R5.30)
 * and differ from the merchant's default password.
 */
export const changePassword = endpoint({
  method: 'PUT',
  path: '/wps/member/password',
  auth: 'member',
  encrypted: true,
  request: v.strictObject({
    oldPassword: password(0),
    newPassword: password(0),
    confirmNewPassword: password(0),
  }),
  response: v.null(),
});

/** The message key the client shows after a reset mail went out (R4.25). */
export const RESET_MAIL_SENT = 'in_been_out';

/**
 * R7.08: forgot password by email, form-encoded. Username and email must belong to one account
 * ('Username/Email does not exist' otherwise); a temporary password, usable once and for a limited
 * time, goes to that email, and logging in with it forces a change.
 */
export const forgotPasswordByEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  encoding: 'form',
  request: v.strictObject({
    username: trimmed(0, 64),
    email: trimmed(0, 254),
  }),
  response: v.object({ messageKey: v.literal(RESET_MAIL_SENT) }),
});

/**
 * R7.09: forgot password by phone. The code comes from /wps/verification/sms/noLogin with purpose
 * 'password'; it is spent here, the new password set, and a session opened as a login would (R4.27).
 */
export const setPasswordByPhone = endpoint({
  method: 'PUT',
  path: '/wps/member/password/verification',
  encrypted: true,
  request: v.strictObject({
    newPassword: password(0),
    mobileNum: trimmed(0, 20),
    countryDialingCode: v.optional(trimmed(0, 6)),
    verificationCode: trimmed(0, 12),
  }),
  response: sessionValue,
});
