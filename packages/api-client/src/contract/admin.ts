import * as v from 'valibot';
import { endpoint } from './endpoint';
import { systemStatusCode } from './system';

/** Operator actions; guarded by the admin key (`X-Admin-Key`) from the server's configuration. */
export const adminSetSystemStatus = endpoint({
  method: 'PUT',
  path: '/admin/system/status',
  auth: 'admin',
  request: v.strictObject({
    merchantCode: v.pipe(v.string(), v.maxLength(16)),
    status: systemStatusCode,
    title: v.optional(v.pipe(v.string(), v.maxLength(200))),
    info: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  }),
  response: v.object({ merchantCode: v.string(), status: systemStatusCode }),
});

/** Lifts the captcha requirement that failed logins put on an account, an IP, or both (R4.11). */
export const adminClearLoginFailures = endpoint({
  method: 'DELETE',
  path: '/admin/login-guard',
  auth: 'admin',
  request: v.pipe(
    v.strictObject({
      merchantCode: v.pipe(v.string(), v.maxLength(16)),
      username: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
      ip: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
    }),
    v.check((input) => input.username !== undefined || input.ip !== undefined, 'Name a username or an IP'),
  ),
  response: v.object({ cleared: v.number() }),
});
