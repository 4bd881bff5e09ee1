import type { RequestOf, ResponseOf } from '@lobbykit/api-client';
import { teamMembers } from '@lobbykit/api-client/agent';
import { getClient } from '../../client/configure';
import { assertRealAccount } from '../member-center/records-member-only';

// The team list. Opening a downline's account (team-register.ts) and sending it money
// (team-transfer.ts) are modules of their own: the team page fetches their forms when opened.

export type TeamMembersPage = ResponseOf<typeof teamMembers>;
export type TeamMember = TeamMembersPage['list'][number];
export type TeamMembersFilter = RequestOf<typeof teamMembers>;

/** The team list's page size. */
export const TEAM_PAGE_SIZE = 20;

/** downlineManagmentView: the caller's subtree a page at a time, narrowed to accounts starting with `account`. */
export async function loadTeamMembers(filter: TeamMembersFilter): Promise<TeamMembersPage> {
  assertRealAccount();
  const account = filter.account?.trim();
  return getClient().call(teamMembers, {
    pageSize: TEAM_PAGE_SIZE,
    ...filter,
    account: account ? account : undefined,
  });
}
