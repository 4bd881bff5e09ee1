import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type {
  adminGrantReward,
  bonusDetails,
  claimReward,
  reward,
  rewardList,
} from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { insertReward, lockReward, markRewardClaimed, rewardsOfMember } from '../db/rewards';
import type { MemberRow, MerchantRow, RewardRow } from '../db/schema/index';
import { bonusDetailsOf } from './bonus-details';
import { minorOf } from './deposits';
import { DomainError } from './domain-error';
import { pageAnswer, pageOf } from './merchant-days';
import { toDecimal, toMinor } from './money';
import { addTurnoverRequirement, timesHundredths } from './turnover';
import type { WalletService } from './wallet';

export const bonusKey = (rewardId: number) => `bonus:reward:${rewardId}`;

/** What an operator grant is recorded as in bonusDetails. */
export const OPERATOR_SOURCE = 'OPERATOR';

export interface RewardService {
  grant(input: {
    merchantCode: string;
    account: string;
    title: string;
    amount: number;
    turnoverMultiple: number;
    expiresAt?: string | undefined;
  }): Promise<ResponseOf<typeof adminGrantReward>>;
  list(
    member: MemberRow,
    paging: { pageNo: number; pageSize: number },
  ): Promise<ResponseOf<typeof rewardList>>;
  claim(member: MemberRow, input: { id: number; requestId: string }): Promise<ResponseOf<typeof claimReward>>;
  bonuses(
    member: MemberRow,
    merchant: MerchantRow,
    input: { startDate: string; endDate: string; pageNo: number; pageSize: number },
    language: string,
  ): Promise<ResponseOf<typeof bonusDetails>>;
}

export function createRewardService(deps: { db: Db; clock: Clock; wallet: WalletService }): RewardService {
  const { db, clock, wallet } = deps;

  function rewardOf(row: RewardRow, now: Date): v.InferOutput<typeof reward> {
    const expired = row.status === 'WAITING' && row.expiresAt !== null && row.expiresAt <= now;
    return {
      id: row.id,
      title: row.title,
      amount: toDecimal(row.amount),
      turnoverMultiple: row.turnoverMultipleHundredths / 100,
      status: expired ? 'EXPIRED' : row.status,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      claimedAt: row.claimedAt?.toISOString() ?? null,
    };
  }

  return {
    async grant(input) {
      const merchant = await findMerchantByCode(db, input.merchantCode);
      if (!merchant)
        throw new DomainError(ErrorCode.validation, 'Unknown merchant', { field: 'merchantCode' });
      const member = await findMemberByUsername(db, merchant.id, input.account);
      if (!member) {
        throw new DomainError(ErrorCode.validation, 'No such account', {
          field: 'account',
          messageKey: 'account_unknown',
        });
      }
      const hundredths = toMinor(input.turnoverMultiple);
      if (hundredths === undefined) {
        throw new DomainError(ErrorCode.validation, 'A multiple has at most two decimal places', {
          field: 'turnoverMultiple',
        });
      }
      const now = clock.now();
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= now) {
        throw new DomainError(ErrorCode.validation, 'The expiry is in the past', { field: 'expiresAt' });
      }
      const row = await insertReward(db, {
        merchantId: merchant.id,
        memberId: member.id,
        title: input.title,
        amount: minorOf(input.amount),
        turnoverMultipleHundredths: hundredths,
        source: OPERATOR_SOURCE,
        expiresAt,
        createdAt: now,
        claimedAt: null,
      });
      return { id: row.id, amount: toDecimal(row.amount), source: row.source };
    },

    async list(member, paging) {
      const { rows, total } = await rewardsOfMember(db, member.id, pageOf(paging));
      const now = clock.now();
      return pageAnswer(
        rows.map((row) => rewardOf(row, now)),
        total,
        paging,
      );
    },

    async claim(member, { id }) {
      // The reward's own key makes the claim once; requestId only makes the client's retry safe.
      return wallet.withLockedWallet(member, async (locked) => {
        const row = await lockReward(locked.tx, member.id, id);
        if (!row) throw new DomainError(ErrorCode.notFound, 'No such reward', { field: 'id' });
        if (row.status === 'CLAIMED') {
          return { reward: rewardOf(row, locked.now), balance: toDecimal(locked.account.balance) };
        }
        if (row.expiresAt && row.expiresAt <= locked.now) {
          throw new DomainError(ErrorCode.conflict, 'This reward has expired', {
            messageKey: 'reward_expired',
          });
        }
        const claimed = await markRewardClaimed(locked.tx, row.id, locked.now);
        await locked.move({
          kind: 'bonus',
          amount: row.amount,
          reference: `reward:${row.id}`,
          idempotencyKey: bonusKey(row.id),
          answer: (balance) => ({ balance: toDecimal(balance), credited: toDecimal(row.amount) }),
        });
        await addTurnoverRequirement(
          locked.tx,
          member.id,
          timesHundredths(row.amount, row.turnoverMultipleHundredths),
          `reward:${row.id}`,
          locked.now,
        );
        return { reward: rewardOf(claimed, locked.now), balance: toDecimal(locked.account.balance) };
      });
    },

    // Every bonus of the ledger, not only claimed rewards: promotions, VIP rebates, missions ...
    bonuses: (member, merchant, input, language) => bonusDetailsOf(db, member, merchant, input, language),
  };
}
