import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { isoDateTime, queryInt, trimmed } from '../fields';
import { dayRange, paging, requestId, signedMoney } from '../member-center/common';
import { paymentPasswordValue } from '../member-center/payment-password';
import { money, positiveMoney } from '../money';
import { agentId, pageOf, teamAccount } from './common';

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

const teamDay = v.object({
  /** yyyy-MM-dd in the merchant's time zone. */
  day: v.string(),
  deposits: money,
  validBet: money,
  /** The team's wins minus stakes, signed (negative: the team lost), as personalProfit counts it. */
  profit: signedMoney,
});

/**
 * The team overview (agentTeamOverview): the caller's whole subtree (itself excluded) over a day range
 * in the merchant's time zone: head counts, sums, and one row per day for the charts (every day of
 * the range, zeros included).
 */
export const teamOverview = endpoint({
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: 'member',
  request: v.strictObject({ ...dayRange }),
  response: v.object({
    members: v.number(),
    agents: v.number(),
    directMembers: v.number(),
    /** Registered within the range. */
    newMembers: v.number(),
    /** With a valid bet within the range. */
    activeMembers: v.number(),
    totals: v.object({
      deposits: money,
      withdrawals: money,
      validBet: money,
      profit: signedMoney,
      /** The team's main-wallet balances now. */
      balance: money,
    }),
    byDay: v.array(teamDay),
  }),
});

/**
 * registerCenter: the agent opens an account in its direct downline. Without a password the account
 * gets the merchant's default password and must change it at the first login (decisions, First login).
 */
export const registerDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/register',
  auth: 'member',
  encrypted: true,
  request: v.strictObject({
    account: trimmed(1, 64),
    password: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
    nickname: v.optional(trimmed(1, 64)),
    /** A sub-agent (type 1) or a player (type 0). */
    kind: v.optional(v.picklist(['player', 'agent']), 'player'),
  }),
  response: v.object({
    memberId: agentId,
    account: v.string(),
    nickname: v.nullable(v.string()),
    kind: v.picklist(['player', 'agent']),
    /** True when the merchant's default password was given: the first login forces a change. */
    defaultPassword: v.boolean(),
  }),
});

export const teamMember = v.object({
  memberId: agentId,
  account: v.string(),
  nickname: v.nullable(v.string()),
  isAgent: v.boolean(),
  /** 1 = a direct downline of the caller, 2 = a downline's downline ... */
  level: v.number(),
  upline: v.string(),
  balance: money,
  /** Members directly below this one. */
  directCount: v.number(),
  lastLoginAt: v.nullable(isoDateTime),
  registeredAt: isoDateTime,
});

/** downlineManagmentView: the caller's subtree, a page at a time, newest first. */
export const teamMembers = endpoint({
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: 'member',
  request: v.strictObject({
    /** Accounts starting with this text (case-insensitive). */
    account: v.optional(teamAccount),
    level: v.optional(queryInt(1, 1000)),
    ...paging,
  }),
  response: pageOf(teamMember, v.object({ balance: money })),
});

/**
 * R6.16: the agent moves money from its main wallet to a member of its team: payment password,
 * encrypted like every money write, one ledger transaction, a replayed requestId moves nothing.
 */
export const downlineTransfer = endpoint({
  method: 'POST',
  path: '/wps/agent/transfer',
  auth: 'member',
  encrypted: true,
  request: v.strictObject({
    account: teamAccount,
    amount: positiveMoney,
    paymentPassword: paymentPasswordValue,
    requestId,
  }),
  response: v.object({ balance: money, account: v.string(), amount: money }),
});
