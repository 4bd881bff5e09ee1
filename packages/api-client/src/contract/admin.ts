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
