import { AGENT_TYPES, ErrorCode } from '@lobbykit/api-client';
import { levelBelow } from '../../db/agent-team';
import type { Db } from '../../db/database';
import { findMemberByUsername } from '../../db/members';
import { isModuleEnabledFor } from '../../db/merchants';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { requireRealAccount } from '../trial-wall';

/** R6.19's agent-policy flag: a whitelabel module of the merchant. */
export const AGENT_POLICY_MODULE = 'AGENTPOLICY';

/** R6.12: the agent area refuses everyone who is not an agent. */
export function requireAgent(member: MemberRow, agentTypes: readonly number[] = AGENT_TYPES): MemberRow {
  if (!agentTypes.includes(member.type))
    throw new DomainError(ErrorCode.nonAgent, 'Non-agents cannot log in');
  return member;
}

/** R6.19: contracts and consolidated settings are for real accounts of merchants with the agent policy on. */
export async function requireAgentPolicy(
  db: Db,
  member: MemberRow,
  merchant: MerchantRow,
): Promise<MemberRow> {
  requireRealAccount(member);
  if (!(await isModuleEnabledFor(db, merchant.id, AGENT_POLICY_MODULE))) {
    throw new DomainError(ErrorCode.agentPolicyOff, 'Agent contracts are not available');
  }
  return member;
}

export const notInTeam = () => new DomainError(ErrorCode.notInTeam, 'This member is not in your team');

/**
 * A member of the agent's own subtree by account, with its level (1 = direct downline). Anyone
 * else, the agent itself, a member of another merchant or no such account: 404 not_in_team, the
 * same answer for each, so the call does not tell which accounts exist outside the team.
 */
export async function teamMemberOf(
  db: Db,
  agent: MemberRow,
  account: string,
): Promise<{ member: MemberRow; level: number }> {
  const member = await findMemberByUsername(db, agent.merchantId, account);
  if (!member) throw notInTeam();
  const level = await levelBelow(db, agent.id, member.id);
  if (level === null) throw notInTeam();
  return { member, level };
}

/** R6.14: contracts go to a direct downline only; deeper members are 403, others 404. */
export async function directDownlineOf(db: Db, agent: MemberRow, account: string): Promise<MemberRow> {
  const { member, level } = await teamMemberOf(db, agent, account);
  if (level !== 1) {
    throw new DomainError(
      ErrorCode.notDirectDownline,
      'Contracts can only be offered to your direct downline',
    );
  }
  return member;
}
