import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import { MAIN_WALLET_CODE, type transferUpline, type uplineInfo } from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import { findMemberById } from '../db/members';
import type { MemberRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { toDecimal } from './money';
import { insufficientBalance, type WalletService } from './wallet';
import { positiveMinor } from './wallet-transfers';

export type UplineInfoAnswer = ResponseOf<typeof uplineInfo>;
export type UplineTransferAnswer = ResponseOf<typeof transferUpline>;

/** Checks a member's payment password; throws a DomainError when it is wrong or locked. */
export type PaymentPasswordCheck = (member: MemberRow, plain: string) => Promise<void>;

export interface UplineTransferService {
  info(member: MemberRow): Promise<UplineInfoAnswer>;
  /** Main wallet to the upline's main wallet, both entries in one transaction (R6.04). */
  transfer(
    member: MemberRow,
    input: { amount: number; paymentPassword: string; requestId: string },
  ): Promise<UplineTransferAnswer>;
}

const outKey = (requestId: string) => `upline:${requestId}:out`;
const inKey = (requestId: string, memberId: number) => `upline:${requestId}:in:${memberId}`;

export function createUplineTransferService(deps: {
  db: Db;
  wallet: WalletService;
  checkPaymentPassword: PaymentPasswordCheck;
}): UplineTransferService {
  const { db, wallet, checkPaymentPassword } = deps;

  async function uplineOf(member: MemberRow): Promise<MemberRow | undefined> {
    if (member.uplineId === null) return undefined;
    const upline = await findMemberById(db, member.uplineId);
    return upline && upline.merchantId === member.merchantId ? upline : undefined;
  }

  return {
    async info(member) {
      const upline = await uplineOf(member);
      return { upline: upline ? { account: upline.username, nickname: upline.nickname } : null };
    },

    async transfer(member, input) {
      const upline = await uplineOf(member);
      if (!upline) {
        throw new DomainError(ErrorCode.conflict, 'You have no agent to transfer to', {
          messageKey: 'no_upline',
        });
      }
      const amount = positiveMinor(input.amount);
      // A replay is answered before the password is asked again: the first call already proved it.
      const refs = [
        { member, wallet: MAIN_WALLET_CODE },
        { member: upline, wallet: MAIN_WALLET_CODE },
      ];
      const replay = await wallet.withLockedWallets(refs, async (locked) =>
        locked.replayOf(locked.accounts[0]!, outKey(input.requestId)),
      );
      if (replay) return replay as UplineTransferAnswer;
      await checkPaymentPassword(member, input.paymentPassword);
      return wallet.withLockedWallets(refs, async (locked) => {
        const source = locked.accounts[0]!;
        const target = locked.accounts[1]!;
        const first = await locked.replayOf(source, outKey(input.requestId));
        if (first) return first as UplineTransferAnswer;
        if (amount > source.balance) throw insufficientBalance(source.balance);
        const answer: UplineTransferAnswer = {
          balance: toDecimal(source.balance - amount),
          upline: upline.username,
          amount: toDecimal(amount),
        };
        await locked.move(source, {
          kind: 'transfer',
          amount: -amount,
          reference: `upline>${upline.username}`,
          idempotencyKey: outKey(input.requestId),
          answer: () => answer,
        });
        await locked.move(target, {
          kind: 'transfer',
          amount,
          reference: `downline<${member.username}`,
          idempotencyKey: inKey(input.requestId, member.id),
          answer: () => ({ amount: toDecimal(amount), from: member.username }),
        });
        return answer;
      });
    },
  };
}
