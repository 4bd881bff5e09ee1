import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import { type ContractRow, contractList, PROCESS_CONTRACT_ENDPOINTS } from '@lobbykit/api-client/agent';
import { getClient } from '../../client/configure';
import { attempt, type MoneyOutcome } from '../member-center/cashier-outcome';
import { loadAgentSettings } from './agent-settings';

/** What accepting or rejecting leaves: the contract, and those the acceptance ended (R4.81, a replaced one). */
export type ContractAnswered = ResponseOf<(typeof PROCESS_CONTRACT_ENDPOINTS)['dividend']>;

/** R4.76: the answers a downline gives an offered contract; accepted and rejected are the statuses they leave. */
export const CONTRACT_ANSWERS = ['accept', 'reject'] as const;
export type ContractAnswer = (typeof CONTRACT_ANSWERS)[number];

/**
 * R2.38, R6.15: the contracts the member's upline offered that wait for an answer, oldest first, so
 * the contract modal asks about them in the order they came.
 */
export async function loadOfferedContracts(): Promise<ContractRow[]> {
  const page = await getClient().call(contractList, {
    direction: 'offeredToMe',
    status: 'offered',
    pageNo: 1,
    pageSize: 100,
  });
  return [...page.list].reverse();
}

/**
 * R6.15, R4.76: the downline accepts (accepted) or rejects (rejected) an offered contract through its
 * kind's call (R7.56-R7.59). The consolidated settings are read again afterwards, since their offer
 * flags (R3.22) may have turned off; so they are after an answer that lost a race (contract_closed).
 */
export async function answerContract(
  contract: Pick<ContractRow, 'contractId' | 'kind'>,
  answer: ContractAnswer,
): Promise<MoneyOutcome<ContractAnswered>> {
  const endpoint = PROCESS_CONTRACT_ENDPOINTS[contract.kind];
  const outcome = await attempt(() =>
    // The relay's request is a union over its four actions; this is its accept or reject member.
    getClient().call(endpoint, { action: answer, contractId: contract.contractId } as never),
  );
  if (outcome.status === 'ok' || outcome.errorCode === ErrorCode.contractClosed) {
    void loadAgentSettings({ force: true });
  }
  return outcome;
}
