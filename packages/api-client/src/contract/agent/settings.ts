import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty } from '../fields';

/** The caller's own rate per kind: the cap of what it may offer a downline (null: it may not offer that kind). */
export const ownRates = v.object({
  dividend: v.nullable(v.number()),
  dailyWage: v.nullable(v.number()),
  hourlySalary: v.nullable(v.number()),
  realtimeSalary: v.nullable(v.number()),
});

/**
 * The consolidated settings (R3.21) and flags (R3.22) of the caller, and which agent pages show
 * (R2.111-R2.114, R6.18). Loaded only for logged-in members who are not trial players, on a merchant
 * with the agent-policy flag on (R6.19): a trial player gets 403 in_need_true_account, a merchant
 * without the flag 403 agent_policy_off. Players call it too: the *info flags drive the contract modal.
 */
export const agentSettings = endpoint({
  method: 'GET',
  path: '/wps/agent/settings',
  auth: 'member',
  request: empty,
  response: v.object({
    /** R3.21: the merchant offers dividend, daily-wage, hourly and real-time salary contracts. */
    divtypereq: v.boolean(),
    dailysalreqtype: v.boolean(),
    contracthoursalreq: v.boolean(),
    realtimesalreqtype: v.boolean(),
    /** R3.22: the caller has an offer of that kind waiting for an answer (the contract modal, R2.38). */
    divtypeinfo: v.boolean(),
    dailysalinfotype: v.boolean(),
    contracthoursalinfo: v.boolean(),
    contractmrdailysalinfotype: v.boolean(),
    /** Which conditional agent-center pages show (R2.111-R2.114): the merchant offers the kind. */
    pages: v.object({
      enableCt: v.boolean(),
      salary: v.boolean(),
      hourSalary: v.boolean(),
      realtimesalreqtype: v.boolean(),
    }),
    isAgent: v.boolean(),
    ownRates,
    /** The merchant's time zone, minutes east of UTC (ph 480, bd 360): the header's GMT offset (R2.104). */
    utcOffsetMinutes: v.number(),
  }),
});
