import { randomInt } from 'node:crypto';
import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type { adminDeposits, deposit, depositChannels, depositRecords } from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  channelsOf,
  type DepositView,
  decideDeposit,
  depositQueue,
  depositsOfMember,
  dueAutoApprovals,
  findChannel,
  findDepositByRequest,
  findDepositView,
  insertDeposit,
  lockDeposit,
  ownerOf,
} from '../db/deposits';
import { findMerchantByCode } from '../db/merchants';
import type { CashierRequestStatus, MemberRow, MerchantRow } from '../db/schema/index';
import { cashierSettingsOf } from './cashier-settings';
import { DomainError } from './domain-error';
import { dayWindow, pageAnswer, pageOf } from './merchant-days';
import { toDecimal, toMinor } from './money';
import { addTurnoverRequirement, timesHundredths } from './turnover';
import type { WalletService } from './wallet';

type DepositRecord = ResponseOf<typeof deposit>;

export const depositKey = (id: number) => `deposit:${id}`;

export function depositRecordOf(row: DepositView): DepositRecord {
  return {
    id: row.id,
    channelCode: row.channelCode,
    channelName: row.channelName,
    amount: toDecimal(row.amount),
    status: row.status,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    remark: row.remark,
  };
}

export const amountError = (message: string, messageKey: string, flags: Record<string, number> = {}) =>
  new DomainError(ErrorCode.validation, message, { field: 'amount', messageKey, ...flags });

/** Minor units of a wire amount the contract already checked; refuses what slipped past it. */
export function minorOf(amount: number): number {
  const minor = toMinor(amount);
  if (minor === undefined)
    throw amountError('An amount has at most two decimal places', 'amount_two_decimals');
  if (minor <= 0) throw amountError('The amount must be more than zero', 'amount_positive');
  return minor;
}

export interface DepositService {
  channels(merchant: MerchantRow): Promise<ResponseOf<typeof depositChannels>>;
  request(
    member: MemberRow,
    merchant: MerchantRow,
    input: { channelCode: string; amount: number; requestId: string },
  ): Promise<DepositRecord>;
  records(
    member: MemberRow,
    merchant: MerchantRow,
    input: { startDate: string; endDate: string; pageNo: number; pageSize: number },
  ): Promise<ResponseOf<typeof depositRecords>>;
  queue(
    merchantCode: string,
    status: CashierRequestStatus | undefined,
  ): Promise<ResponseOf<typeof adminDeposits>>;
  /** approve credits the ledger exactly once, whoever (operator or sandbox) gets there first. */
  review(input: {
    id: number;
    decision: 'approve' | 'reject';
    remark?: string | undefined;
  }): Promise<DepositRecord>;
  /** The sandbox's sweep: approves every request whose auto-approve time has come. Answers how many. */
  approveDue(now: Date): Promise<number>;
}

export function createDepositService(deps: { db: Db; clock: Clock; wallet: WalletService }): DepositService {
  const { db, clock, wallet } = deps;

  async function view(id: number): Promise<DepositView> {
    const row = await findDepositView(db, id);
    if (!row) throw new DomainError(ErrorCode.notFound, 'No such deposit');
    return row;
  }

  async function decide(
    id: number,
    decision: 'approve' | 'reject',
    remark: string | null,
  ): Promise<DepositView> {
    const first = await findDepositView(db, id);
    if (!first) throw new DomainError(ErrorCode.notFound, 'No such deposit', { field: 'id' });
    const owner = await ownerOf(db, first.memberId);
    if (!owner) throw new DomainError(ErrorCode.notFound, 'No such deposit', { field: 'id' });
    const { member, merchant } = owner;
    const target: CashierRequestStatus = decision === 'approve' ? 'APPROVED' : 'REJECTED';
    // The member's account lock serialises this with the sandbox's sweep and a second operator click;
    // the status is read again under it, so only one of them moves the request and the money.
    await wallet.withLockedWallet(member, async (locked) => {
      const row = await lockDeposit(locked.tx, id);
      if (!row) throw new DomainError(ErrorCode.notFound, 'No such deposit', { field: 'id' });
      if (row.status === target) return;
      if (row.status !== 'IN_PROCESS') {
        throw new DomainError(ErrorCode.conflict, `This deposit is already ${row.status.toLowerCase()}`, {
          messageKey: 'request_already_decided',
        });
      }
      await decideDeposit(locked.tx, id, { status: target, decidedAt: locked.now, remark });
      if (target !== 'APPROVED') return;
      await locked.move({
        kind: 'deposit',
        amount: row.amount,
        reference: `deposit:${row.reference}`,
        idempotencyKey: depositKey(id),
        answer: (balance) => ({ balance: toDecimal(balance), credited: toDecimal(row.amount) }),
      });
      const settings = cashierSettingsOf(merchant);
      await addTurnoverRequirement(
        locked.tx,
        member.id,
        timesHundredths(row.amount, Math.round(settings.depositTurnoverMultiple * 100)),
        depositKey(id),
        locked.now,
      );
    });
    return view(id);
  }

  return {
    async channels(merchant) {
      return (await channelsOf(db, merchant.id)).map((channel) => ({
        code: channel.code,
        name: channel.name,
        kind: channel.kind,
        payeeAccount: channel.payeeAccount,
        payeeName: channel.payeeName,
        minAmount: toDecimal(channel.minAmount),
        maxAmount: toDecimal(Math.min(channel.maxAmount, cashierSettingsOf(merchant).depositMaxMinor)),
        presetAmounts: channel.presetAmounts.map(toDecimal),
        autoApproveSeconds: channel.autoApproveSeconds,
      }));
    },

    async request(member, merchant, input) {
      const replayed = await findDepositByRequest(db, member.id, input.requestId);
      if (replayed) return depositRecordOf(await view(replayed));
      const channel = await findChannel(db, merchant.id, input.channelCode);
      if (!channel) {
        throw new DomainError(ErrorCode.validation, 'No such deposit channel', {
          field: 'channelCode',
          messageKey: 'channel_unknown',
        });
      }
      const amount = minorOf(input.amount);
      const max = Math.min(channel.maxAmount, cashierSettingsOf(merchant).depositMaxMinor);
      if (amount < channel.minAmount) {
        throw amountError('The amount is below the channel minimum', 'amount_below_minimum', {
          minAmount: toDecimal(channel.minAmount),
        });
      }
      if (amount > max) {
        throw amountError('The amount is above the channel maximum', 'amount_above_maximum', {
          maxAmount: toDecimal(max),
        });
      }
      const now = clock.now();
      const id = await insertDeposit(db, {
        merchantId: merchant.id,
        memberId: member.id,
        channelId: channel.id,
        amount,
        // What the player quotes on the transfer: short, unambiguous letters and digits.
        reference: `D${now.getTime().toString(36).toUpperCase()}${randomInt(36 ** 4)
          .toString(36)
          .toUpperCase()}`,
        requestId: input.requestId,
        remark: null,
        autoApproveAt:
          channel.autoApproveSeconds === null
            ? null
            : new Date(now.getTime() + channel.autoApproveSeconds * 1000),
        createdAt: now,
      });
      // undefined: a parallel replay inserted first; answer its row.
      const settled = id ?? (await findDepositByRequest(db, member.id, input.requestId));
      return depositRecordOf(await view(settled!));
    },

    async records(member, merchant, input) {
      const { rows, total } = await depositsOfMember(
        db,
        member.id,
        dayWindow(merchant, input),
        pageOf(input),
      );
      return pageAnswer(rows.map(depositRecordOf), total, input);
    },

    async queue(merchantCode, status) {
      const merchant = await findMerchantByCode(db, merchantCode);
      if (!merchant)
        throw new DomainError(ErrorCode.validation, 'Unknown merchant', { field: 'merchantCode' });
      const rows = await depositQueue(db, merchant.id, status);
      return rows.map((row) => ({ ...depositRecordOf(row), account: row.account }));
    },

    async review({ id, decision, remark }) {
      return depositRecordOf(await decide(id, decision, remark?.trim() || null));
    },

    async approveDue(now) {
      let approved = 0;
      for (const due of await dueAutoApprovals(db, now)) {
        try {
          await decide(due.id, 'approve', null);
          approved++;
        } catch (error) {
          // An operator rejected it in the meantime: the sweep leaves it as decided.
          if (!(error instanceof DomainError && error.errorCode === ErrorCode.conflict)) throw error;
        }
      }
      return approved;
    },
  };
}
