import { AGENT_TYPES, ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type { agentDownline } from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import { directDownline } from '../db/downline';
import type { MemberRow } from '../db/schema/index';
import { DomainError } from './domain-error';

/** R6.12: the agent area refuses everyone who is not an agent. */
export function requireAgent(member: MemberRow, agentTypes: readonly number[] = AGENT_TYPES): void {
  if (!agentTypes.includes(member.type))
    throw new DomainError(ErrorCode.nonAgent, 'Non-agents cannot log in');
}

export interface AgentService {
  downline(
    agent: MemberRow,
    page: { page: number; pageSize: number },
  ): Promise<ResponseOf<typeof agentDownline>>;
}

export function createAgentService(db: Db, agentTypes?: readonly number[]): AgentService {
  return {
    async downline(agent, { page, pageSize }) {
      requireAgent(agent, agentTypes);
      const { rows, total } = await directDownline(db, agent.id, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        total,
        page,
        pageSize,
        list: rows.map((row) => ({
          account: row.account,
          nickname: row.nickname,
          registeredAt: row.createdAt.toISOString(),
          affiliateCode: row.affiliateCode,
        })),
      };
    },
  };
}
