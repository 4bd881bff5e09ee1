import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty, int4Id, isoDateTime, queryInt } from '../fields';
import { money } from '../money';
import { isoDate, requestId } from './common';

/**
 * What a mission counts in its period: valid bets (settled stakes) or approved deposits (money), the
 * days with a valid bet, or a bound email (counts).
 */
export const MISSION_KINDS = ['validBet', 'betDays', 'deposit', 'bindEmail'] as const;
export const missionKind = v.picklist(MISSION_KINDS);
export type MissionKind = v.InferOutput<typeof missionKind>;

/** A mission pays once per period: once in its life, per day, per week from Monday or per month. */
export const MISSION_PERIODS = ['once', 'daily', 'weekly', 'monthly'] as const;
export const missionPeriod = v.picklist(MISSION_PERIODS);
export type MissionPeriod = v.InferOutput<typeof missionPeriod>;

/** inProgress: below target; claimable: reached, not claimed; claimed: paid this period; expired: ended. */
export const MISSION_STATUSES = ['inProgress', 'claimable', 'claimed', 'expired'] as const;
export const missionStatus = v.picklist(MISSION_STATUSES);
export type MissionStatus = v.InferOutput<typeof missionStatus>;

/** The refusals of missions and sign-in tasks, on the failure envelope's messageKey (clients translate them). */
export const MissionMessageKey = {
  unknown: 'mission_unknown',
  notEarned: 'mission_not_earned',
  alreadyClaimed: 'mission_already_claimed',
  expired: 'mission_expired',
  notStarted: 'mission_not_started',
  signedToday: 'sign_in_done_today',
  noSignIn: 'sign_in_unavailable',
} as const;

/** One mission with the member's progress in the current period (merchant's time zone). */
export const mission = v.object({
  id: v.number(),
  code: v.string(),
  title: v.string(),
  description: v.string(),
  kind: missionKind,
  period: missionPeriod,
  /** money: done and target are amounts; count: whole numbers. */
  unit: v.picklist(['money', 'count']),
  /** Capped at target. */
  done: v.number(),
  target: v.number(),
  /** Whole percent, rounded down: 100 only when the target is reached. */
  percent: v.number(),
  reward: money,
  /** Leaderboard points the claim adds (R7.51). */
  points: v.number(),
  status: missionStatus,
  /** When this period's progress starts again; null for a once mission without an end. */
  periodEndsAt: v.nullable(isoDateTime),
});
export type Mission = v.InferOutput<typeof mission>;

/**
 * The daily sign-in task (R2.103): one sign-in a merchant day; the n-th day of a streak pays
 * rewards[(n - 1) % rewards.length]; a missed day starts the streak again.
 */
export const signInTask = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  /** Today in the merchant's time zone. */
  today: isoDate,
  signedToday: v.boolean(),
  /** Days in a row up to today (or yesterday while today is still open); 0 after a missed day. */
  streak: v.number(),
  /** Days of the current cycle of `rewards` already signed. */
  cycleDone: v.number(),
  rewards: v.array(money),
  /** What signing in today pays, or paid. */
  todayReward: money,
});
export type SignInTask = v.InferOutput<typeof signInTask>;

/** R7.50: the member's missions with progress, the sign-in task and how many are waiting to be collected. */
export const missionSummary = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  auth: 'member',
  request: empty,
  response: v.object({
    missions: v.array(mission),
    signIn: v.nullable(signInTask),
    /** The missionLeaderboard red counter (R2.101): claimable missions plus today's sign-in when open. */
    claimable: v.number(),
  }),
});

/**
 * Collects a reached mission's reward into the main wallet, once per (mission, member, period): a
 * replay of the requestId answers the first claim; a second claim, one not earned or an ended
 * mission is 409 with a MissionMessageKey.
 */
export const claimMission = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMission',
  auth: 'member',
  request: v.strictObject({ id: int4Id, requestId }),
  response: v.object({ amount: money, balance: money, mission }),
});

/** Signs in for today: pays the streak day's reward once a merchant day, whatever races. */
export const signInToday = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_signIn',
  auth: 'member',
  request: v.strictObject({ requestId }),
  response: v.object({ amount: money, balance: money, signIn: signInTask }),
});

export const missionLeaderboardEntry = v.object({
  rank: v.number(),
  /** Masked like the winners board: `de***01`. */
  customerName: v.string(),
  points: v.number(),
  missions: v.number(),
});
export type MissionLeaderboardEntry = v.InferOutput<typeof missionLeaderboardEntry>;

/**
 * R7.51: this month's mission points (merchant's time zone), highest first (equal points share a
 * rank; the earlier to reach them lists first), and the member's own place (rank null before any).
 */
export const missionLeaderboard = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  auth: 'member',
  request: v.strictObject({ limitNum: v.optional(queryInt(1, 50), 20) }),
  response: v.object({
    periodLabel: v.string(),
    periodEndsAt: isoDateTime,
    list: v.array(missionLeaderboardEntry),
    me: v.object({
      rank: v.nullable(v.number()),
      customerName: v.string(),
      points: v.number(),
      missions: v.number(),
    }),
  }),
});
