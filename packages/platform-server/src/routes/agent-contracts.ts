import {
  type ContractKind,
  contractList,
  contractPayments,
  PROCESS_CONTRACT_ENDPOINTS,
} from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { ContractService } from '../services/agent/contracts';

/**
 * Contracts (R6.14, R6.15, R4.76, R4.81): the list, the four relay calls (R7.56-R7.59) and the
 * records of what each settled period paid. Players call them too (the contract modal, R2.38).
 */
export function agentContractRoutes(bind: Bind, contracts: ContractService): void {
  bind(contractList, (query, call) => contracts.list(signedIn(call).member, call.merchant, query));
  bind(contractPayments, (query, call) => contracts.payments(signedIn(call).member, call.merchant, query));
  for (const [kind, endpoint] of Object.entries(PROCESS_CONTRACT_ENDPOINTS) as [
    ContractKind,
    (typeof PROCESS_CONTRACT_ENDPOINTS)[ContractKind],
  ][]) {
    bind(endpoint, (input, call) => contracts.process(signedIn(call).member, call.merchant, kind, input));
  }
}
