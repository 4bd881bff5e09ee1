import type { ResponseOf } from '@lobbykit/api-client';
import { type agentSettings, CONTRACT_KINDS, type ContractKind } from '@lobbykit/api-client/contract';
import { offeredKindsFor } from '../../db/agent-contracts';
import type { Db } from '../../db/database';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import { utcOffsetMinutesOf } from '../merchant-days';
import { requireAgentPolicy } from './access';
import { fromBp, kindEnabled } from './contract-terms';
import type { ContractService } from './contracts';

/**
 * The consolidated settings and flags (R3.21, R3.22) and the conditional pages (R2.111-R2.114,
 * R6.18), for real accounts on merchants with the agent policy on (R6.19).
 */
export function createAgentSettingsService(deps: {
  db: Db;
  contracts: ContractService;
  agentTypes?: readonly number[] | undefined;
}) {
  const { db, contracts } = deps;
  const agentTypes = deps.agentTypes ?? [1, 2, 41, 42];
  return {
    async settings(member: MemberRow, merchant: MerchantRow): Promise<ResponseOf<typeof agentSettings>> {
      await requireAgentPolicy(db, member, merchant);
      const offered = new Set(await offeredKindsFor(db, member.id));
      const enabled = (kind: ContractKind) => kindEnabled(merchant, kind);
      const rates = await Promise.all(
        CONTRACT_KINDS.map(async (kind) => {
          const rate = enabled(kind) ? await contracts.ownRateBp(member, merchant, kind) : null;
          return [kind, rate === null ? null : fromBp(rate)] as const;
        }),
      );
      const ownRates = Object.fromEntries(rates) as Record<ContractKind, number | null>;
      return {
        divtypereq: enabled('dividend'),
        dailysalreqtype: enabled('dailyWage'),
        contracthoursalreq: enabled('hourlySalary'),
        realtimesalreqtype: enabled('realtimeSalary'),
        divtypeinfo: offered.has('dividend'),
        dailysalinfotype: offered.has('dailyWage'),
        contracthoursalinfo: offered.has('hourlySalary'),
        contractmrdailysalinfotype: offered.has('realtimeSalary'),
        pages: {
          enableCt: enabled('dividend'),
          salary: enabled('dailyWage'),
          hourSalary: enabled('hourlySalary'),
          realtimesalreqtype: enabled('realtimeSalary'),
        },
        isAgent: agentTypes.includes(member.type),
        ownRates,
        utcOffsetMinutes: utcOffsetMinutesOf(merchant),
      };
    },
  };
}

export type AgentSettingsService = ReturnType<typeof createAgentSettingsService>;
