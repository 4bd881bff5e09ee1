import type { Db } from '../../db/database';
import { betDaysBetween } from '../../db/missions';
import { approvedDepositsBetween } from '../../db/promotion-play';
import type { MemberRow } from '../../db/schema/index';
import type { MissionClaimRow, MissionRow } from '../../db/schema/missions';
import type { Period } from '../agent/periods';
import { promotionPeriodAt } from '../promotions/periods';
import { merchantDayOf, percentDone } from './arithmetic';

export type MissionState = 'inProgress' | 'claimable' | 'claimed' | 'expired';

/** Where one member stands in one mission now. */
export interface MissionStanding {
  mission: MissionRow;
  period: Period;
  done: number;
  percent: number;
  state: MissionState;
  paid: MissionClaimRow | undefined;
}

const FAR = new Date('9999-12-31T00:00:00Z');

/** The mission's current period in the merchant's time zone, clipped to its start and end (as promotions'). */
export const missionPeriodAt = (mission: MissionRow, now: Date, offsetMinutes: number): Period =>
  promotionPeriodAt({ ...mission, kind: 'turnover' }, now, offsetMinutes);

/** A mission that started and ended at most a week ago shows (expired); older ones drop off. */
export const EXPIRED_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;

export const isShown = (mission: MissionRow, now: Date) =>
  mission.startsAt <= now && (!mission.endsAt || mission.endsAt.getTime() > now.getTime() - EXPIRED_SHOWN_MS);

/**
 * What the member did towards the mission in the period, from the ledger's sources: valid bets and
 * days played from member_bet_days (merchant days), approved deposits, the bound email.
 */
export async function doneIn(
  db: Db,
  mission: MissionRow,
  member: MemberRow,
  period: Period,
  offsetMinutes: number,
): Promise<number> {
  switch (mission.kind) {
    case 'validBet':
    case 'betDays': {
      // The period's last instant: its end is the next period's start.
      const last = new Date(Math.min(period.end.getTime(), FAR.getTime()) - 1);
      const played = await betDaysBetween(
        db,
        member.id,
        merchantDayOf(period.start, offsetMinutes),
        merchantDayOf(last, offsetMinutes),
      );
      return mission.kind === 'validBet' ? played.validBet : played.days;
    }
    case 'deposit':
      return approvedDepositsBetween(db, member.id, { from: period.start, to: period.end });
    case 'bindEmail':
      return member.email ? 1 : 0;
  }
}

export async function standingOf(
  db: Db,
  mission: MissionRow,
  member: MemberRow,
  claims: MissionClaimRow[],
  now: Date,
  offsetMinutes: number,
): Promise<MissionStanding> {
  const period = missionPeriodAt(mission, now, offsetMinutes);
  const paid = claims.find((claim) => claim.missionId === mission.id && claim.periodLabel === period.label);
  const ended = mission.endsAt !== null && mission.endsAt <= now;
  const done = Math.min(await doneIn(db, mission, member, period, offsetMinutes), mission.target);
  const state: MissionState = paid
    ? 'claimed'
    : ended
      ? 'expired'
      : done >= mission.target
        ? 'claimable'
        : 'inProgress';
  return { mission, period, done, percent: percentDone(done, mission.target), state, paid };
}
