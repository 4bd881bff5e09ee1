import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type { adminAdjustPoints, adminPointRedemption } from '@lobbykit/api-client/contract';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { findMemberById, findMemberByUsername } from '../../db/members';
import { findMerchantByCode } from '../../db/merchants';
import {
  appendPointEntry,
  changeStock,
  findPointEntry,
  findRedemption,
  lockPointAccount,
  merchantRedemptions,
  rewardTitles,
} from '../../db/points';
import {
  type MerchantRow,
  merchants,
  type PointRedemptionRow,
  pointRedemptions,
} from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { toDecimal } from '../money';
import type { WalletService } from '../wallet';
import { notEnoughPoints, type PointsService, redemptionWire } from './member-points';

type AdminRedemption = v.InferOutput<typeof adminPointRedemption>;
type Review = { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

export interface PointsOperatorService {
  adjust(input: {
    merchantCode: string;
    account: string;
    points: number;
    remark: string;
    requestId: string;
  }): Promise<ResponseOf<typeof adminAdjustPoints>>;
  redemptions(
    merchantCode: string,
    status: PointRedemptionRow['status'] | undefined,
  ): Promise<AdminRedemption[]>;
  review(input: Review): Promise<AdminRedemption>;
}

const unknownMerchant = () =>
  new DomainError(ErrorCode.validation, 'Unknown merchant', { field: 'merchantCode' });
const adjustKey = (requestId: string) => `adjust:${requestId}`;

export function createPointsOperatorService(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  points: PointsService;
}): PointsOperatorService {
  const { db, clock, wallet, points } = deps;

  async function merchantOf(code: string): Promise<MerchantRow> {
    const merchant = await findMerchantByCode(db, code);
    if (!merchant) throw unknownMerchant();
    return merchant;
  }

  async function answerOf(row: PointRedemptionRow, tx: Db = db): Promise<AdminRedemption> {
    const [member, titles] = await Promise.all([
      findMemberById(tx, row.memberId),
      rewardTitles(tx, [row.rewardId], 'EN'),
    ]);
    const merchant = await findMerchantByIdOf(tx, row.merchantId);
    return {
      ...redemptionWire(row, titles.get(row.rewardId) ?? ''),
      account: member?.username ?? '',
      merchantCode: merchant,
    };
  }

  async function findMerchantByIdOf(tx: Db, merchantId: number): Promise<string> {
    const [row] = await tx
      .select({ code: merchants.code })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    return row?.code ?? '';
  }

  async function decide(tx: Db, id: number, patch: Partial<PointRedemptionRow>) {
    const [row] = await tx.update(pointRedemptions).set(patch).where(eq(pointRedemptions.id, id)).returning();
    return row!;
  }

  /** Same decision again answers it as it is; the other way is 409. */
  function alreadyDecided(row: PointRedemptionRow, wanted: PointRedemptionRow['status']) {
    if (row.status === 'IN_PROCESS') return false;
    if (row.status === wanted) return true;
    throw new DomainError(ErrorCode.conflict, 'This redemption is already decided');
  }

  return {
    async adjust(input) {
      const merchant = await merchantOf(input.merchantCode);
      const member = await findMemberByUsername(db, merchant.id, input.account);
      if (!member) throw new DomainError(ErrorCode.notFound, 'No such member', { field: 'account' });
      const key = adjustKey(input.requestId);
      await points.accrue(member);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const account = await lockPointAccount(tx, member.id, now);
        const first = await findPointEntry(tx, member.id, key);
        if (first) return first.answer as { account: string; points: number };
        if (account.balance + input.points < 0) throw notEnoughPoints(account.balance);
        const answer = { account: member.username, points: account.balance + input.points };
        await appendPointEntry(tx, account, {
          kind: 'adjust',
          points: input.points,
          amount: null,
          remark: input.remark,
          idempotencyKey: key,
          answer,
          at: now,
        });
        return answer;
      });
    },

    async redemptions(merchantCode, status) {
      const merchant = await merchantOf(merchantCode);
      const rows = await merchantRedemptions(db, merchant.code, status);
      const titles = await rewardTitles(db, [...new Set(rows.map((row) => row.redemption.rewardId))], 'EN');
      return rows.map((row) => ({
        ...redemptionWire(row.redemption, titles.get(row.redemption.rewardId) ?? ''),
        account: row.account,
        merchantCode: row.merchantCode,
      }));
    },

    async review(input) {
      const found = await findRedemption(db, input.id);
      if (!found) throw new DomainError(ErrorCode.notFound, 'No such redemption');
      const member = await findMemberById(db, found.memberId);
      if (!member) throw new DomainError(ErrorCode.notFound, 'No such member');
      if (input.decision === 'approve') {
        // The wallet's lock, then the redemption's row: a bonus is credited with the approval or not at all.
        const row = await wallet.withLockedWallet(member, async (locked) => {
          const redemption = (await findRedemption(locked.tx, input.id, true))!;
          if (alreadyDecided(redemption, 'APPROVED')) return redemption;
          if (redemption.bonusAmount !== null && redemption.bonusAmount > 0) {
            await locked.move({
              kind: 'bonus',
              amount: redemption.bonusAmount,
              reference: `points:redemption:${redemption.id}`,
              idempotencyKey: `points:redemption:${redemption.id}`,
              answer: (balance) => ({
                amount: toDecimal(redemption.bonusAmount ?? 0),
                balance: toDecimal(balance),
              }),
            });
          }
          return decide(locked.tx, redemption.id, { status: 'APPROVED', reviewedAt: locked.now });
        });
        return answerOf(row);
      }
      const row = await db.transaction(async (tx) => {
        const now = clock.now();
        const account = await lockPointAccount(tx, member.id, now);
        const redemption = (await findRedemption(tx, input.id, true))!;
        if (alreadyDecided(redemption, 'REJECTED')) return redemption;
        await appendPointEntry(tx, account, {
          kind: 'refund',
          points: redemption.points,
          amount: null,
          redemptionId: redemption.id,
          remark: input.reason,
          idempotencyKey: `refund:${redemption.id}`,
          answer: {},
          at: now,
        });
        await changeStock(tx, redemption.rewardId, 1);
        return decide(tx, redemption.id, { status: 'REJECTED', rejectReason: input.reason, reviewedAt: now });
      });
      return answerOf(row);
    },
  };
}
