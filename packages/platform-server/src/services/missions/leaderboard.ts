import type { ResponseOf } from '@lobbykit/api-client';
import type { missionLeaderboard } from '@lobbykit/api-client/contract';
import type { Db } from '../../db/database';
import { membersAbove, pointsLeaders, pointsOfMember } from '../../db/missions';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import { periodAt } from '../agent/periods';
import { utcOffsetMinutesOf } from '../merchant-days';
import { maskName } from '../rank-list';

/**
 * Competition ranks for a list sorted by points, highest first: equal points share a rank and the
 * next rank skips (100, 80, 80, 50 -> 1, 2, 2, 4).
 */
export function ranksOf(points: readonly number[]): number[] {
  return points
    .map((value, index) => (index > 0 && points[index - 1] === value ? -1 : index + 1))
    .reduce<number[]>((ranks, rank, index) => {
      ranks.push(rank === -1 ? ranks[index - 1]! : rank);
      return ranks;
    }, []);
}

/** R7.51: this month's mission points of the merchant's members (masked names) and the member's place. */
export async function leaderboardOf(
  db: Db,
  merchant: MerchantRow,
  member: MemberRow,
  now: Date,
  limit: number,
): Promise<ResponseOf<typeof missionLeaderboard>> {
  const month = periodAt('Monthly', now, utcOffsetMinutesOf(merchant));
  const window = { from: month.start, to: month.end };
  const [leaders, mine] = await Promise.all([
    pointsLeaders(db, merchant.id, window, limit),
    pointsOfMember(db, member.id, window),
  ]);
  const ranks = ranksOf(leaders.map((row) => row.points));
  return {
    periodLabel: month.label,
    periodEndsAt: month.end.toISOString(),
    list: leaders.map((row, index) => ({
      rank: ranks[index]!,
      customerName: maskName(row.username),
      points: row.points,
      missions: row.missions,
    })),
    me: {
      rank: mine.points > 0 ? (await membersAbove(db, merchant.id, window, mine.points)) + 1 : null,
      customerName: maskName(member.username),
      points: mine.points,
      missions: mine.missions,
    },
  };
}
