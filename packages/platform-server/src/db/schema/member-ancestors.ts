import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { memberRef } from './members';

/**
 * Every (agent, member below it) pair with the member's level under that agent (1 = direct
 * downline): the upline chains as a closure table, kept by a trigger on `members` (migration 0016)
 * when a member is added or its upline changes. A team is one index range here, not a recursive
 * walk of `members` per request.
 */
export const memberAncestors = pgTable(
  'member_ancestors',
  {
    ancestorId: memberRef('ancestor_id'),
    memberId: memberRef(),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.memberId] }),
    index('member_ancestors_member').on(table.memberId),
  ],
);
