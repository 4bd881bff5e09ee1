import * as v from 'valibot';
import { endpoint } from './endpoint';
import { queryInt } from './fields';

/**
 * An agent's direct downline, newest first, a page at a time: who joined under the agent and with
 * which affiliate code. Agents only (R6.10); anyone else gets 403 non_agent (R6.12).
 */
export const agentDownline = endpoint({
  method: 'GET',
  path: '/wps/agent/downline',
  auth: 'member',
  request: v.strictObject({
    page: v.optional(queryInt(1, 100_000), 1),
    pageSize: v.optional(queryInt(1, 100), 20),
  }),
  response: v.object({
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
    list: v.array(
      v.object({
        account: v.string(),
        nickname: v.nullable(v.string()),
        registeredAt: v.string(),
        affiliateCode: v.nullable(v.string()),
      }),
    ),
  }),
});
