import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type {
  adminWithdrawals,
  withdrawalInfo,
  withdrawalRecord,
  withdrawalRecords,
} from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { Db } from '../db/database';
import { ownerOf } from '../db/deposits';
import { findMerchantByCode } from '../db/merchants';
import type { CashierRequestStatus, MemberRow, MerchantRow } from '../db/schema/index';
import {
  autoReceiveDue,
  bankAccountsOf,
  findBankAccount,
  findWithdrawalByRequest,
  findWithdrawalView,
  insertProofs,
  insertWithdrawal,
  lockWithdrawal,
  updateWithdrawal,
  type WithdrawalView,
  withdrawalQueue,
  withdrawalsOfMember,
} from '../db/withdrawals';
import { bankAccountOf } from './bank-accounts';
import { cashierSettingsOf } from './cashier-settings';
import { amountError, minorOf } from './deposits';
import { DomainError } from './domain-error';
import { dayWindow, pageAnswer, pageOf } from './merchant-days';
import { toDecimal } from './money';
import type { PaymentPasswordService } from './payment-password';
import { checkProofs } from './proof-images';
import { turnoverStatus } from './turnover';
import type { WalletService } from './wallet';

type WithdrawalRecord = v.InferOutput<typeof withdrawalRecord>;

export const withdrawalKey = (id: number) => `withdrawal:${id}`;
export const refundKey = (id: number) => `refund:withdrawal:${id}`;

export function withdrawalRecordOf(row: WithdrawalView): WithdrawalRecord {
  return {
    id: row.id,
    amount: toDecimal(row.amount),
    status: row.status,
    confirmation: row.confirmation,
    autoReceiptAt: row.confirmation === 'PENDING' ? (row.autoReceiptAt?.toISOString() ?? null) : null,
    account: bankAccountOf(row.bankAccount),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    remark: row.remark,
    proofCount: row.proofCount,
  };
}

const conflict = (message: string, messageKey: string) =>
  new DomainError(ErrorCode.conflict, message, { messageKey });

export type ConfirmInput =
  | { id: number; received: true }
  | { id: number; received: false; remark?: string | undefined; proofs: { name: string; dataUrl: string }[] };

export interface WithdrawalService {
  info(member: MemberRow, merchant: MerchantRow): Promise<ResponseOf<typeof withdrawalInfo>>;
  withdraw(
    member: MemberRow,
    merchant: MerchantRow,
    input: { bankAccountId: number; amount: number; paymentPassword: string; requestId: string },
  ): Promise<WithdrawalRecord>;
  records(
    member: MemberRow,
    merchant: MerchantRow,
    input: { startDate: string; endDate: string; pageNo: number; pageSize: number },
  ): Promise<ResponseOf<typeof withdrawalRecords>>;
  confirm(member: MemberRow, input: ConfirmInput): Promise<WithdrawalRecord>;
  queue(
    merchantCode: string,
    status: CashierRequestStatus | undefined,
  ): Promise<ResponseOf<typeof adminWithdrawals>>;
  review(input: {
    id: number;
    decision: 'approve' | 'reject' | 'forceReceived';
    remark?: string | undefined;
  }): Promise<WithdrawalRecord>;
  /** The auto-receipt sweep (R4.80): answers how many confirmations it closed. */
  autoReceiveDue(now: Date): Promise<number>;
}

export function createWithdrawalService(deps: {
  db: Db;
  wallet: WalletService;
  paymentPasswords: PaymentPasswordService;
}): WithdrawalService {
  const { db, wallet, paymentPasswords } = deps;

  async function view(id: number): Promise<WithdrawalView> {
    const row = await findWithdrawalView(db, id);
    if (!row) throw new DomainError(ErrorCode.notFound, 'No such withdrawal', { field: 'id' });
    return row;
  }

  async function limitsOf(member: MemberRow, merchant: MerchantRow) {
    const settings = cashierSettingsOf(merchant);
    return { settings, turnover: await turnoverStatus(db, member) };
  }

  return {
    async info(member, merchant) {
      const { settings, turnover } = await limitsOf(member, merchant);
      const password = await paymentPasswords.state(member);
      return {
        balance: toDecimal(await wallet.balanceOf(member)),
        minAmount: toDecimal(settings.withdrawalMinMinor),
        maxAmount: toDecimal(settings.withdrawalMaxMinor),
        turnoverRequired: toDecimal(turnover.required),
        turnoverDone: toDecimal(turnover.done),
        hasPaymentPassword: password.hasPaymentPassword,
        paymentPasswordLockedUntil: password.lockedUntil?.toISOString() ?? null,
        accounts: (await bankAccountsOf(db, member.id)).map(bankAccountOf),
      };
    },

    async withdraw(member, merchant, input) {
      const replayed = await findWithdrawalByRequest(db, member.id, input.requestId);
      if (replayed) return withdrawalRecordOf(await view(replayed));
      const account = await findBankAccount(db, member.id, input.bankAccountId);
      if (!account) {
        throw new DomainError(ErrorCode.validation, 'Bind this account first', {
          field: 'bankAccountId',
          messageKey: 'bank_account_unknown',
        });
      }
      const amount = minorOf(input.amount);
      const { settings, turnover } = await limitsOf(member, merchant);
      if (amount < settings.withdrawalMinMinor) {
        throw amountError('The amount is below the minimum', 'amount_below_minimum', {
          minAmount: toDecimal(settings.withdrawalMinMinor),
        });
      }
      if (amount > settings.withdrawalMaxMinor) {
        throw amountError('The amount is above the maximum', 'amount_above_maximum', {
          maxAmount: toDecimal(settings.withdrawalMaxMinor),
        });
      }
      if (turnover.done < turnover.required) {
        throw amountError('Play the required turnover before withdrawing', 'turnover_incomplete', {
          turnoverRequired: toDecimal(turnover.required),
          turnoverDone: toDecimal(turnover.done),
        });
      }
      // Outside the money transaction: a wrong password's count must outlive the refusal.
      await paymentPasswords.verify(member, input.paymentPassword);
      const id = await wallet.withLockedWallet(member, async (locked) => {
        // A parallel replay that got the lock first already made it.
        const first = await findWithdrawalByRequest(locked.tx, member.id, input.requestId);
        if (first) return first;
        if (amount > locked.account.balance) {
          throw new DomainError(ErrorCode.insufficientBalance, 'The amount is more than the balance', {
            field: 'amount',
            messageKey: 'amount_over_balance',
            balance: toDecimal(locked.account.balance),
          });
        }
        const created = await insertWithdrawal(locked.tx, {
          merchantId: merchant.id,
          memberId: member.id,
          bankAccountId: account.id,
          amount,
          requestId: input.requestId,
          remark: null,
          memberRemark: null,
          autoReceiptAt: null,
          createdAt: locked.now,
          decidedAt: null,
          confirmedAt: null,
        });
        await locked.move({
          kind: 'withdrawal',
          amount: -amount,
          reference: `withdrawal:${created}`,
          idempotencyKey: withdrawalKey(created!),
          answer: (balance) => ({ balance: toDecimal(balance), debited: toDecimal(amount) }),
        });
        return created!;
      });
      return withdrawalRecordOf(await view(id));
    },

    async records(member, merchant, input) {
      const { rows, total } = await withdrawalsOfMember(
        db,
        member.id,
        dayWindow(merchant, input),
        pageOf(input),
      );
      return pageAnswer(rows.map(withdrawalRecordOf), total, input);
    },

    async confirm(member, input) {
      const proofs = input.received ? [] : checkProofs(input.proofs);
      await wallet.withLockedWallet(member, async (locked) => {
        const row = await lockWithdrawal(locked.tx, input.id);
        if (!row || row.memberId !== member.id) {
          throw new DomainError(ErrorCode.notFound, 'No such withdrawal', { field: 'id' });
        }
        if (row.status !== 'APPROVED')
          throw conflict('This withdrawal is not paid yet', 'withdrawal_not_approved');
        // Saying "received" again is the same answer; anything after a final state is refused.
        if (input.received && row.confirmation === 'RECEIVED') return;
        if (row.confirmation !== 'PENDING' && !(input.received && row.confirmation === 'NOT_RECEIVED')) {
          throw conflict('This withdrawal is already confirmed', 'confirmation_closed');
        }
        await updateWithdrawal(locked.tx, row.id, {
          confirmation: input.received ? 'RECEIVED' : 'NOT_RECEIVED',
          confirmedAt: locked.now,
          ...(input.received ? {} : { memberRemark: input.remark || null }),
        });
        await insertProofs(
          locked.tx,
          proofs.map((proof) => ({ withdrawalId: row.id, ...proof, createdAt: locked.now })),
        );
      });
      return withdrawalRecordOf(await view(input.id));
    },

    async queue(merchantCode, status) {
      const merchant = await findMerchantByCode(db, merchantCode);
      if (!merchant)
        throw new DomainError(ErrorCode.validation, 'Unknown merchant', { field: 'merchantCode' });
      return (await withdrawalQueue(db, merchant.id, status)).map((row) => ({
        ...withdrawalRecordOf(row),
        account: row.account,
      }));
    },

    async review({ id, decision, remark }) {
      const first = await view(id);
      const owner = await ownerOf(db, first.memberId);
      if (!owner) throw new DomainError(ErrorCode.notFound, 'No such withdrawal', { field: 'id' });
      const settings = cashierSettingsOf(owner.merchant);
      await wallet.withLockedWallet(owner.member, async (locked) => {
        const row = (await lockWithdrawal(locked.tx, id))!;
        const note = remark?.trim() || null;
        if (decision === 'forceReceived') {
          if (row.confirmation === 'FORCED_RECEIVED') return;
          if (row.status !== 'APPROVED' || !['PENDING', 'NOT_RECEIVED'].includes(row.confirmation)) {
            throw conflict(
              'Only a paid withdrawal awaiting confirmation can be forced',
              'confirmation_closed',
            );
          }
          await updateWithdrawal(locked.tx, id, {
            confirmation: 'FORCED_RECEIVED',
            confirmedAt: locked.now,
            ...(note ? { remark: note } : {}),
          });
          return;
        }
        const target: CashierRequestStatus = decision === 'approve' ? 'APPROVED' : 'REJECTED';
        if (row.status === target) return;
        if (row.status !== 'IN_PROCESS') {
          throw conflict(`This withdrawal is already ${row.status.toLowerCase()}`, 'request_already_decided');
        }
        if (target === 'APPROVED') {
          await updateWithdrawal(locked.tx, id, {
            status: target,
            decidedAt: locked.now,
            remark: note,
            confirmation: 'PENDING',
            autoReceiptAt: new Date(locked.now.getTime() + settings.withdrawalAutoReceiptMinutes * 60_000),
          });
          return;
        }
        await updateWithdrawal(locked.tx, id, { status: target, decidedAt: locked.now, remark: note });
        await locked.move({
          kind: 'refund',
          amount: row.amount,
          reference: `withdrawal:${id}`,
          idempotencyKey: refundKey(id),
          answer: (balance) => ({ balance: toDecimal(balance), refunded: toDecimal(row.amount) }),
        });
      });
      return withdrawalRecordOf(await view(id));
    },

    autoReceiveDue: (now) => autoReceiveDue(db, now),
  };
}
