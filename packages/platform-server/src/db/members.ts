import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type MemberRow, members } from './schema/index';

export type NewMember = typeof members.$inferInsert;

export async function findMemberByUsername(
  db: Db,
  merchantId: number,
  username: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = ${username.toLowerCase()}`),
    )
    .limit(1);
  return row;
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/** The ids of every member below an agent, however deep (R6.14-R6.16 build on this). */
export async function downlineIds(db: Db, agentId: number): Promise<number[]> {
  // Both drivers answer raw SQL with `{ rows }`; the shared PgDatabase type cannot say so.
  const result = (await db.execute(sql`
    with recursive downline(id) as (
      select ${members.id} from ${members} where ${members.uplineId} = ${agentId}
      union
      select m.id from ${members} m join downline d on m.upline_id = d.id
    )
    select id from downline order by id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** Inserts a member; undefined when the username or customer id is taken (the caller draws again). */
export async function insertMemberUnlessTaken(db: Db, member: NewMember): Promise<MemberRow | undefined> {
  const [row] = await db.insert(members).values(member).onConflictDoNothing().returning();
  return row;
}
