import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminSetSystemStatus } from './admin';
import { endpoint } from './endpoint';
import { queryBool, queryInt } from './fields';
import { memberInfo } from './member';
import { captcha, freePlay, freePlayForm, login, loginForm, logout, sessionKey } from './session';
import {
  domainRoute,
  permission,
  registerSettings,
  systemStatus,
  validationRules,
  whitelabel,
} from './system';

describe('contract declarations', () => {
  it('R7.01 login is an encrypted POST to /wps/session/login carrying the login form', () => {
    expect(login).toMatchObject({
      method: 'POST',
      path: '/wps/session/login',
      encrypted: true,
      auth: 'public',
    });
  });

  it('R7.04 free play is an encrypted public POST to /wps/session/login/freeplay', () => {
    expect(freePlay).toMatchObject({
      method: 'POST',
      path: '/wps/session/login/freeplay',
      encrypted: true,
      auth: 'public',
    });
    expect(freePlay.response).toBe(login.response);
  });

  it('R7.04 the free-play form takes an optional os and only platform W', () => {
    expect(v.parse(freePlayForm, { os: ' Android ', platform: 'W' })).toEqual({
      os: 'Android',
      platform: 'W',
    });
    expect(v.parse(freePlayForm, { platform: 'W' })).toEqual({ platform: 'W' });
    expect(v.safeParse(freePlayForm, { platform: 'M' }).success).toBe(false);
    expect(v.safeParse(freePlayForm, {}).success).toBe(false);
    expect(v.safeParse(freePlayForm, { platform: 'W', extra: 1 }).success).toBe(false);
    expect(v.safeParse(freePlayForm, { platform: 'W', os: 'x'.repeat(33) }).success).toBe(false);
  });

  it('R7.03 logout is a DELETE to /wps/session/logout that needs the token', () => {
    expect(logout).toMatchObject({ method: 'DELETE', path: '/wps/session/logout', auth: 'member' });
  });

  it('declares each Foundation endpoint on the spec path with the right auth', () => {
    expect(memberInfo).toMatchObject({ method: 'GET', path: '/wps/member/info', auth: 'member' }); // R7.10
    expect(captcha).toMatchObject({ method: 'GET', path: '/wps/captcha' }); // R7.12
    expect(registerSettings).toMatchObject({ method: 'GET', path: '/wps/system/setting/register' }); // R7.13
    expect(systemStatus).toMatchObject({ method: 'GET', path: '/wps/system/status' }); // R7.15
    expect(whitelabel).toMatchObject({ method: 'GET', path: '/wps/system/whitelabel' }); // R7.16
    expect(domainRoute).toMatchObject({ method: 'GET', path: '/wps/system/domainRoute' }); // R7.17
    expect(sessionKey).toMatchObject({ method: 'GET', path: '/wps/session/key', encrypted: false });
    expect(adminSetSystemStatus).toMatchObject({ method: 'PUT', auth: 'admin' });
    expect(permission.auth).toBe('public');
  });

  it('R7.14 caches validation rules in the session', () => {
    expect(validationRules.cache).toBe('session');
  });

  it('refuses to declare a cached write', () => {
    expect(() =>
      endpoint({ method: 'POST', path: '/x', cache: 'session', request: v.object({}), response: v.null() }),
    ).toThrow(/Only GET/);
  });
});

describe('R3.01 login form', () => {
  it('R5.07 trims the username and fills the defaults', () => {
    const parsed = v.parse(loginForm, { username: '  demo01 ', password: 'Demo1234' });
    expect(parsed).toMatchObject({
      username: 'demo01',
      password: 'Demo1234',
      type: 'username',
      isSms: false,
    });
  });

  it('accepts every field of the spec login form', () => {
    const form = {
      username: 'demo01',
      password: 'x',
      captcha: 'ab12',
      captchaId: 'c1',
      type: 'sms',
      isSms: true,
      mobileNum: '09171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      firebaseChannel: 'sms',
      firebaseIdToken: 'token',
    };
    expect(v.safeParse(loginForm, form).success).toBe(true);
  });

  it.each([
    [{ password: 'x' }, 'username'],
    [{ username: '   ', password: 'x' }, 'username'],
    [{ username: 'a'.repeat(65), password: 'x' }, 'username'],
    [{ username: 'demo01', password: '' }, 'password'],
    [{ username: 'demo01', password: 42 }, 'password'],
    [{ username: 'demo01', password: 'x', type: 'email' }, 'type'],
    [{ username: 'demo01', password: 'x', admin: true }, 'admin'],
  ])('refuses %j at the field %s', (input, field) => {
    const result = v.safeParse(loginForm, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(field);
  });
});

describe('query fields', () => {
  it('turn query strings into numbers and booleans and refuse the rest', () => {
    const schema = v.object({ page: queryInt(1, 100), hot: queryBool() });
    expect(v.parse(schema, { page: '3', hot: 'true' })).toEqual({ page: 3, hot: true });
    expect(v.parse(schema, { page: 4, hot: false })).toEqual({ page: 4, hot: false });
    expect(v.safeParse(schema, { page: '0', hot: 'true' }).success).toBe(false);
    expect(v.safeParse(schema, { page: '1.5', hot: 'true' }).success).toBe(false);
    expect(v.safeParse(schema, { page: '2', hot: 'yes' }).success).toBe(false);
  });
});

describe('R3.26 permission response', () => {
  it('requires location, maintenance and region-restriction flags', () => {
    const result = v.safeParse(permission.response, { maintenance: false });
    expect(result.success).toBe(false);
  });
});
