import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type {
  ContractKind,
  ContractRow,
  contractList,
  contractPayments,
  PAYMENT_OUTCOMES,
  processDividend,
} from '@lobbykit/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import {
  acceptedContractOf,
  type ContractWithParties,
  closeContracts,
  contractById,
  contractPage,
  downlineContractsAbove,
  insertContract,
  liveContractsOf,
  lockContract,
  paymentPage,
} from '../../db/agent-contracts';
import type { Db } from '../../db/database';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import { members } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { dayWindow, pageAnswer, pageOf } from '../merchant-days';
import { toDecimal, toMinor } from '../money';
import { directDownlineOf, requireAgent, requireAgentPolicy } from './access';
import { FIXED_PERIODS, fromBp, kindEnabled, toBp, topRateBp } from './contract-terms';

type ProcessAnswer = ResponseOf<typeof processDividend>;
/** The parsed body of any of the four relay calls (R7.56-R7.59). */
export type ContractAction =
  | {
      action: 'offer';
      account: string;
      rate: number;
      activeMembers: number;
      periodValidBet: number;
      periodProfitLoss: number;
      period?: 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly';
      agreeToTerminate: boolean;
    }
  | { action: 'accept' | 'reject' | 'terminate'; contractId: number };

export function contractAnswer(row: ContractWithParties): ContractRow {
  return {
    contractId: row.id,
    kind: row.kind,
    period: row.period,
    status: row.status,
    upline: row.upline,
    downline: row.downline,
    rate: fromBp(row.rateBp),
    activeMembers: row.activeMembers,
    periodValidBet: toDecimal(row.periodValidBet),
    periodProfitLoss: toDecimal(row.periodProfitLoss),
    offeredAt: row.offeredAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    terminatedAt: row.terminatedAt?.toISOString() ?? null,
    terminationReason: row.terminationReason ?? null,
  };
}

export interface ContractService {
  /** The caller's own rate of a kind in hundredths of a percent: the cap of its offers (null: none). */
  ownRateBp(member: MemberRow, merchant: MerchantRow, kind: ContractKind): Promise<number | null>;
  list(
    member: MemberRow,
    merchant: MerchantRow,
    query: {
      direction: 'offeredByMe' | 'offeredToMe';
      kind?: ContractKind | undefined;
      status?: ContractRow['status'] | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<ResponseOf<typeof contractList>>;
  process(
    member: MemberRow,
    merchant: MerchantRow,
    kind: ContractKind,
    input: ContractAction,
  ): Promise<ProcessAnswer>;
  payments(
    member: MemberRow,
    merchant: MerchantRow,
    query: {
      kind: ContractKind;
      direction: 'received' | 'team';
      startDate: string;
      endDate: string;
      paidOnly: boolean;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<ResponseOf<typeof contractPayments>>;
}

const closed = () => new DomainError(ErrorCode.contractClosed, 'This contract can no longer be changed');
const noContract = () => new DomainError(ErrorCode.notFound, 'No such contract');

export function createContractService(deps: {
  db: Db;
  clock: Clock;
  agentTypes?: readonly number[] | undefined;
}): ContractService {
  const { db, clock, agentTypes } = deps;

  async function ownRateBp(member: MemberRow, merchant: MerchantRow, kind: ContractKind) {
    const accepted = await acceptedContractOf(db, member.id, kind);
    if (accepted) return accepted.rateBp;
    const isAgent = (agentTypes ?? [1, 2, 41, 42]).includes(member.type);
    // A top agent answers to the merchant only; an agent below another needs its upline's contract.
    return isAgent && member.uplineId === null ? topRateBp(merchant, kind) : null;
  }

  async function offer(
    agent: MemberRow,
    merchant: MerchantRow,
    kind: ContractKind,
    input: Extract<ContractAction, { action: 'offer' }>,
  ) {
    if (!kindEnabled(merchant, kind))
      throw new DomainError(ErrorCode.forbidden, 'This merchant does not offer this contract');
    // Only agents have downlines: a player names no member of its team (404) before it is told it is no agent.
    const downline = await directDownlineOf(db, agent, input.account);
    requireAgent(agent, agentTypes);
    const rateBp = toBp(input.rate);
    const own = await ownRateBp(agent, merchant, kind);
    if (own === null || rateBp > own) {
      throw new DomainError(ErrorCode.contractRateTooHigh, 'The rate cannot be higher than your own rate', {
        field: 'rate',
        ownRate: own === null ? null : fromBp(own),
      });
    }
    // R4.81: the downline's own contracts above the new rate end only if the offerer agrees.
    const lowered = await downlineContractsAbove(db, downline.id, kind, rateBp);
    if (lowered.length > 0 && !input.agreeToTerminate) {
      throw new DomainError(
        ErrorCode.contractLowersDownline,
        'This rate is below a rate your downline already gives',
        {
          field: 'rate',
          contracts: lowered.map(contractAnswer),
        },
      );
    }
    const now = clock.now();
    const period = kind === 'dividend' ? input.period! : FIXED_PERIODS[kind];
    const { id, replaced } = await db.transaction(async (tx) => {
      // One open offer per downline and kind: offers to one downline queue on its member row.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, downline.id)).for('update');
      const open = (await liveContractsOf(tx, downline.id, kind, 0)).filter(
        (row) => row.status === 'offered',
      );
      const replaced = await closeContracts(
        tx,
        open.map((row) => row.id),
        { status: 'terminated', at: now, reason: 'replaced' },
      );
      const row = await insertContract(tx, {
        merchantId: merchant.id,
        kind,
        period,
        uplineId: agent.id,
        downlineId: downline.id,
        rateBp,
        activeMembers: input.activeMembers,
        periodValidBet: toMinor(input.periodValidBet) ?? 0,
        periodProfitLoss: toMinor(input.periodProfitLoss) ?? 0,
        status: 'offered',
        offeredAt: now,
        agreeToTerminate: input.agreeToTerminate,
      });
      return { id: row.id, replaced };
    });
    return answerWith(id, replaced);
  }

  async function answerWith(id: number, terminatedIds: number[]): Promise<ProcessAnswer> {
    const contract = (await contractById(db, id))!;
    const terminated = await Promise.all(
      terminatedIds.map(async (other) => contractAnswer((await contractById(db, other))!)),
    );
    return { contract: contractAnswer(contract), terminated };
  }

  async function answer(
    member: MemberRow,
    kind: ContractKind,
    action: 'accept' | 'reject' | 'terminate',
    contractId: number,
  ) {
    const now = clock.now();
    const terminated = await db.transaction(async (tx) => {
      const contract = await lockContract(tx, contractId);
      const party =
        contract?.kind === kind
          ? contract.downlineId === member.id
            ? 'downline'
            : contract.uplineId === member.id
              ? 'upline'
              : undefined
          : undefined;
      // Accept and reject are the downline's (R6.15); either party may end a contract.
      if (!contract || !party || (action !== 'terminate' && party !== 'downline')) throw noContract();
      if (action === 'reject') {
        if ((await closeContracts(tx, [contract.id], { status: 'rejected', at: now })).length === 0)
          throw closed();
        return [];
      }
      if (action === 'terminate') {
        const reason = party === 'upline' ? 'by_upline' : 'by_downline';
        if ((await closeContracts(tx, [contract.id], { status: 'terminated', at: now, reason })).length === 0)
          throw closed();
        return [];
      }
      if (contract.status !== 'offered') throw closed();
      // The accepted contract replaces the downline's previous one of the kind ...
      const previous = await liveContractsOf(tx, member.id, kind, contract.id);
      const replaced = await closeContracts(
        tx,
        previous.map((row) => row.id),
        { status: 'terminated', at: now, reason: 'replaced' },
      );
      // ... and R4.81: the downline's own contracts above the new rate end (the offerer agreed at the offer).
      const lowered = await downlineContractsAbove(tx, member.id, kind, contract.rateBp);
      const ended = await closeContracts(
        tx,
        lowered.map((row) => row.id),
        { status: 'terminated', at: now, reason: 'upline_rate_lowered' },
      );
      await closeContracts(tx, [contract.id], { status: 'accepted', at: now });
      return [...replaced, ...ended];
    });
    return answerWith(contractId, terminated);
  }

  return {
    ownRateBp,
    async list(member, merchant, query) {
      await requireAgentPolicy(db, member, merchant);
      const { rows, total } = await contractPage(db, {
        ...(query.direction === 'offeredByMe' ? { uplineId: member.id } : { downlineId: member.id }),
        kind: query.kind,
        status: query.status,
        ...pageOf(query),
      });
      return { ...pageAnswer(rows.map(contractAnswer), total, query), totals: {} };
    },
    async process(member, merchant, kind, input) {
      await requireAgentPolicy(db, member, merchant);
      if (input.action === 'offer') return offer(member, merchant, kind, input);
      return answer(member, kind, input.action, input.contractId);
    },
    async payments(member, merchant, query) {
      await requireAgentPolicy(db, member, merchant);
      const window = dayWindow(merchant, query);
      const { rows, totals } = await paymentPage(db, {
        ...(query.direction === 'received' ? { memberId: member.id } : { uplineId: member.id }),
        kind: query.kind,
        ...window,
        paidOnly: query.paidOnly,
        ...pageOf(query),
      });
      const list = rows.map(({ payment, account, upline }) => ({
        id: payment.id,
        contractId: payment.contractId,
        kind: payment.kind,
        account,
        upline,
        periodStart: payment.periodStart.toISOString(),
        periodEnd: payment.periodEnd.toISOString(),
        periodLabel: payment.periodLabel,
        activeMembers: payment.activeMembers,
        validBet: toDecimal(payment.validBet),
        profit: toDecimal(payment.profit),
        rate: fromBp(payment.rateBp),
        basis: toDecimal(payment.basis),
        amount: toDecimal(payment.amount),
        outcome: payment.outcome as (typeof PAYMENT_OUTCOMES)[number],
        settledAt: payment.settledAt.toISOString(),
      }));
      return {
        ...pageAnswer(list, totals.count, query),
        totals: { amount: toDecimal(totals.amount), validBet: toDecimal(totals.validBet) },
      };
    },
  };
}
