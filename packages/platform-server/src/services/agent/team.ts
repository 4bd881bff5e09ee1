import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import {
  type agentDownline,
  type downlineTransfer,
  MAIN_WALLET_CODE,
  matchesRule,
  type registerDownline,
  type teamMembers,
  type teamOverview,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../../clock';
import { activeTeamMembers, readReport, teamCounts, teamDays, teamMemberPage } from '../../db/agent-team';
import type { Db } from '../../db/database';
import { directDownline } from '../../db/downline';
import { findMemberByUsername, insertMemberUnlessTaken } from '../../db/members';
import { validationRulesOf } from '../../db/merchants';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import { newCustomerId } from '../customer-id';
import { DomainError } from '../domain-error';
import { dayWindow, pageAnswer, pageOf, utcOffsetMinutesOf } from '../merchant-days';
import { toDecimal } from '../money';
import { hashPassword } from '../passwords';
import { MessageKey } from '../registration-rules';
import { type RollupService, rollupsOf } from '../rollups';
import { sameSecret } from '../tokens';
import type { PaymentPasswordCheck } from '../upline-transfer';
import { insufficientBalance, type WalletService } from '../wallet';
import { positiveMinor } from '../wallet-transfers';
import { requireAgent, teamMemberOf } from './access';

const DAY_MS = 86_400_000;
const CUSTOMER_ID_DRAWS = 5;

export interface AgentTeamService {
  downline(
    agent: MemberRow,
    page: { page: number; pageSize: number },
  ): Promise<ResponseOf<typeof agentDownline>>;
  overview(
    agent: MemberRow,
    merchant: MerchantRow,
    range: { startDate: string; endDate: string },
  ): Promise<ResponseOf<typeof teamOverview>>;
  register(
    agent: MemberRow,
    merchant: MerchantRow,
    input: {
      account: string;
      password?: string | undefined;
      nickname?: string | undefined;
      kind: 'player' | 'agent';
    },
  ): Promise<ResponseOf<typeof registerDownline>>;
  members(
    agent: MemberRow,
    query: { account?: string | undefined; level?: number | undefined; pageNo: number; pageSize: number },
  ): Promise<ResponseOf<typeof teamMembers>>;
  transfer(
    agent: MemberRow,
    input: { account: string; amount: number; paymentPassword: string; requestId: string },
  ): Promise<ResponseOf<typeof downlineTransfer>>;
}

const outKey = (requestId: string) => `agent-transfer:${requestId}:out`;
const inKey = (requestId: string, agentId: number) => `agent-transfer:${requestId}:in:${agentId}`;

/** Every merchant day from start to end, so a chart has a point per day, zeros included. */
function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (
    let at = Date.parse(`${startDate}T00:00:00Z`);
    at <= Date.parse(`${endDate}T00:00:00Z`);
    at += DAY_MS
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

export function createAgentTeamService(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  checkPaymentPassword: PaymentPasswordCheck;
  agentTypes?: readonly number[] | undefined;
  rollups?: RollupService;
}): AgentTeamService {
  const { db, clock, wallet, checkPaymentPassword, agentTypes } = deps;
  const rollups = deps.rollups ?? rollupsOf(db);
  // A trial player is no agent (type 4), so requireAgent is the wall for both (R6.12).
  const agentOnly = (member: MemberRow) => requireAgent(member, agentTypes);

  async function refuseOffRule(
    merchant: MerchantRow,
    field: 'username' | 'password',
    value: string,
    as: string,
  ) {
    const rule = (await validationRulesOf(db, merchant.id)).find((entry) => entry.field === field);
    if (rule && matchesRule(value, rule) !== 'ok') {
      throw new DomainError(ErrorCode.validation, 'The value does not fit the rule', {
        field: as,
        messageKey: rule.patternId,
      });
    }
  }

  return {
    async downline(agent, { page, pageSize }) {
      agentOnly(agent);
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

    async overview(agent, merchant, range) {
      agentOnly(agent);
      const window = dayWindow(merchant, range);
      const offset = utcOffsetMinutesOf(merchant);
      // The team's days take in every bet and entry committed before the ask.
      await rollups.catchUp();
      // Three reads on three connections at once: each is a whole figure of its own.
      const [counts, days, active] = await Promise.all([
        readReport(db, (tx) => teamCounts(tx, agent.id, agentTypes ?? [1, 2, 41, 42], window)),
        readReport(db, (tx) => teamDays(tx, agent.id, window, range, offset)),
        readReport(db, (tx) => activeTeamMembers(tx, agent.id, range)),
      ]);
      const byDate = new Map(days.map((day) => [day.day, day]));
      const byDay = daysOf(range.startDate, range.endDate).map((day) => {
        const figures = byDate.get(day);
        return {
          day,
          deposits: toDecimal(figures?.deposits ?? 0),
          validBet: toDecimal(figures?.validBet ?? 0),
          profit: toDecimal(figures?.profit ?? 0),
        };
      });
      const sum = (pick: (day: (typeof days)[number]) => number) =>
        days.reduce((total, day) => total + pick(day), 0);
      return {
        members: counts.members,
        agents: counts.agents,
        directMembers: counts.direct,
        newMembers: counts.newMembers,
        activeMembers: active,
        totals: {
          deposits: toDecimal(sum((day) => day.deposits)),
          withdrawals: toDecimal(sum((day) => day.withdrawals)),
          validBet: toDecimal(sum((day) => day.validBet)),
          profit: toDecimal(sum((day) => day.profit)),
          balance: toDecimal(counts.balance),
        },
        byDay,
      };
    },

    async register(agent, merchant, input) {
      agentOnly(agent);
      await refuseOffRule(merchant, 'username', input.account, 'account');
      if (input.password !== undefined) await refuseOffRule(merchant, 'password', input.password, 'password');
      const taken = () =>
        new DomainError(ErrorCode.conflict, `The username ${input.account} is already taken`, {
          field: 'account',
          messageKey: MessageKey.usernameTaken,
        });
      if (await findMemberByUsername(db, merchant.id, input.account)) throw taken();
      const password = input.password ?? merchant.defaultPassword;
      const defaultPassword = sameSecret(password, merchant.defaultPassword);
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      for (let draw = 0; draw < CUSTOMER_ID_DRAWS; draw++) {
        const member = await insertMemberUnlessTaken(db, {
          merchantId: merchant.id,
          username: input.account,
          passwordHash,
          type: input.kind === 'agent' ? 1 : 0,
          uplineId: agent.id,
          nickname: input.nickname ?? null,
          customerId: newCustomerId(merchant),
          currency: merchant.currency,
          // Decisions, First login: an agent-made account with the default password changes it first.
          firstLogin: defaultPassword,
          passwordChangedAt: now,
          createdAt: now,
        });
        if (member) {
          await wallet.grantDemoCredit(member);
          return {
            memberId: member.id,
            account: member.username,
            nickname: member.nickname,
            kind: input.kind,
            defaultPassword,
          };
        }
        if (await findMemberByUsername(db, merchant.id, input.account)) throw taken();
      }
      throw new Error(`No free customer id after ${CUSTOMER_ID_DRAWS} draws`);
    },

    async members(agent, query) {
      agentOnly(agent);
      const { rows, totals } = await teamMemberPage(db, agent.id, {
        accountPrefix: query.account,
        level: query.level,
        ...pageOf(query),
      });
      const types = agentTypes ?? [1, 2, 41, 42];
      const list = rows.map((row) => ({
        memberId: row.id,
        account: row.account,
        nickname: row.nickname,
        isAgent: types.includes(row.type),
        level: row.depth,
        upline: row.upline,
        balance: toDecimal(row.balance),
        directCount: row.directCount,
        lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
        registeredAt: row.createdAt.toISOString(),
      }));
      return { ...pageAnswer(list, totals.count, query), totals: { balance: toDecimal(totals.balance) } };
    },

    async transfer(agent, input) {
      agentOnly(agent);
      const amount = positiveMinor(input.amount);
      const refs = (target: MemberRow) => [
        { member: agent, wallet: MAIN_WALLET_CODE },
        { member: target, wallet: MAIN_WALLET_CODE },
      ];
      // A replay answers before anything else is asked: the first call already proved everything.
      const replay = await wallet.withLockedWallet(agent, (locked) =>
        locked.replayOf(outKey(input.requestId)),
      );
      if (replay) return replay as ResponseOf<typeof downlineTransfer>;
      const { member: target } = await teamMemberOf(db, agent, input.account);
      await checkPaymentPassword(agent, input.paymentPassword);
      return wallet.withLockedWallets(refs(target), async (locked) => {
        const source = locked.accounts[0]!;
        const first = await locked.replayOf(source, outKey(input.requestId));
        if (first) return first as ResponseOf<typeof downlineTransfer>;
        if (amount > source.balance) throw insufficientBalance(source.balance);
        const answer = {
          balance: toDecimal(source.balance - amount),
          account: target.username,
          amount: toDecimal(amount),
        };
        await locked.move(source, {
          kind: 'transfer',
          amount: -amount,
          reference: `downline>${target.username}`,
          idempotencyKey: outKey(input.requestId),
          answer: () => answer,
        });
        await locked.move(locked.accounts[1]!, {
          kind: 'transfer',
          amount,
          reference: `upline<${agent.username}`,
          idempotencyKey: inKey(input.requestId, agent.id),
          answer: () => ({ amount: toDecimal(amount), from: agent.username }),
        });
        return answer;
      });
    },
  };
}
