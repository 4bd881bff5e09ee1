import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { changePassword, forgotPasswordByEmail, RESET_MAIL_SENT, setPasswordByPhone } from './passwords';

describe('password endpoints', () => {
  it('R7.07 change password: PUT /wps/member/password with the token, encrypted, old/new/confirmation', () => {
    expect(changePassword).toMatchObject({
      method: 'PUT',
      path: '/wps/member/password',
      auth: 'member',
      encrypted: true,
    });
    expect(Object.keys(changePassword.request.entries)).toEqual([
      'oldPassword',
      'newPassword',
      'confirmNewPassword',
    ]);
  });

  it('R7.08 forgot by e-mail: /wps/member/password/email with username and email, form-encoded', () => {
    expect(forgotPasswordByEmail).toMatchObject({
      method: 'POST',
      path: '/wps/member/password/email',
      encoding: 'form',
      encrypted: false,
    });
    expect(v.parse(forgotPasswordByEmail.request, { username: ' demo01 ', email: 'a@b.example' })).toEqual({
      username: 'demo01',
      email: 'a@b.example',
    });
    expect(v.parse(forgotPasswordByEmail.response, { messageKey: RESET_MAIL_SENT })).toEqual({
      messageKey: 'in_been_out',
    });
  });

  it('R7.09 set password by phone: encrypted, newPassword, mobileNum and verificationCode, answering a session', () => {
    expect(setPasswordByPhone).toMatchObject({
      method: 'PUT',
      path: '/wps/member/password/verification',
      encrypted: true,
      auth: 'public',
    });
    expect(Object.keys(setPasswordByPhone.request.entries)).toEqual(
      expect.arrayContaining(['newPassword', 'mobileNum', 'verificationCode']),
    );
    expect(Object.keys(setPasswordByPhone.response.entries)).toContain('token');
  });

  it('keeps passwords as typed and refuses an oversized one', () => {
    expect(
      v.parse(changePassword.request, { oldPassword: ' a ', newPassword: 'b', confirmNewPassword: 'b' })
        .oldPassword,
    ).toBe(' a ');
    expect(
      v.safeParse(changePassword.request, {
        oldPassword: 'x'.repeat(129),
        newPassword: 'b',
        confirmNewPassword: 'b',
      }).success,
    ).toBe(false);
  });
});
