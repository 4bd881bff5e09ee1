import { AGENT_TYPES, ErrorCode, PLAYER_TYPE } from '@lobbykit/api-client';
import type { MemberRow } from '../db/schema/index';
import { DomainError } from './domain-error';

/**
 * The agent login (/agent) admits agents only: a player gets 'Non-agents cannot log in' (R6.12),
 * an account that is neither player nor agent (a trial account) 'Non-member account unable to
 * login' (R6.13). Refused before a session opens, so nothing is left behind.
 */
export function refuseOutsideAgentArea(
  member: MemberRow,
  agentArea: boolean | undefined,
  agentTypes: readonly number[] = AGENT_TYPES,
): void {
  if (!agentArea) return;
  if (agentTypes.includes(member.type)) return;
  if (member.type === PLAYER_TYPE) throw new DomainError(ErrorCode.nonAgent, 'Non-agents cannot log in');
  throw new DomainError(ErrorCode.nonMember, 'Non-member account unable to login');
}
