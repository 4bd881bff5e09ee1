import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** The cheapest round trip the database answers: it throws when the database does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
