import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { turnoverRequirements } from './schema/index';

export async function insertTurnoverRequirement(
  tx: Db,
  requirement: { memberId: number; amount: number; source: string; createdAt: Date },
): Promise<void> {
  await tx.insert(turnoverRequirements).values(requirement);
}

/** One requirement and the valid turnover (settled stakes) played between it and the next one. */
export interface RequirementPlay {
  amount: number;
  played: number;
}

/**
 * Each requirement in time order with the settled stakes from its creation until the next requirement
 * (the last one: until now): what the turnover status folds into what is still to play.
 */
export async function requirementPlays(db: Db, memberId: number): Promise<RequirementPlay[]> {
  // Both drivers answer raw SQL with `{ rows }`; the shared PgDatabase type cannot say so.
  const result = (await db.execute(sql`
    with requirement as (
      select id, amount, created_at,
        lead(created_at) over (order by created_at, id) as next_at
      from turnover_requirements where member_id = ${memberId}
    )
    select requirement.amount,
      coalesce((select sum(b.stake) from bets b where b.member_id = ${memberId} and b.status = 'settled'
        and b.settled_at >= requirement.created_at
        and (requirement.next_at is null or b.settled_at < requirement.next_at)), 0) as played
    from requirement order by requirement.created_at, requirement.id`)) as unknown as {
    rows: { amount: string | number; played: string | number }[];
  };
  return result.rows.map((row) => ({ amount: Number(row.amount), played: Number(row.played) }));
}
