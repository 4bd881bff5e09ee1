import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty, isoDateTime, trimmed } from '../fields';

/** securityCenter: what is set and bound, masked (mobile 09******12, email d***@example.com). */
export const securityOverview = endpoint({
  method: 'GET',
  path: '/wps/member/security',
  auth: 'member',
  request: empty,
  response: v.object({
    passwordChangedAt: v.nullable(isoDateTime),
    hasPaymentPassword: v.boolean(),
    mobileNum: v.nullable(v.string()),
    email: v.nullable(v.string()),
    payeeName: v.nullable(v.string()),
    bankAccountCount: v.number(),
  }),
});

/** Binds or replaces the member's email (what forgot-password by email checks against). */
export const bindEmail = endpoint({
  method: 'PUT',
  path: '/wps/member/email',
  auth: 'member',
  request: v.strictObject({
    email: v.pipe(trimmed(3, 128), v.email('E-mail format is incorrect')),
  }),
  response: v.object({ email: v.string() }),
});
