import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import {
  type convertPoints,
  type PointRecordType,
  PointsMessageKey,
  type pointBalance,
  type pointConfig,
  type pointRecords,
  type pointRewards,
  type redeemList,
  type redeemReward,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import {
  appendPointEntry,
  changeStock,
  findPointEntry,
  findRedemption,
  insertRedemption,
  lockPointAccount,
  lockReward,
  pointEntriesOf,
  pointSettingsOf,
  redemptionsOf,
  rewardsOf,
  rewardTitles,
  validBetOf,
} from '../../db/points';
import type { MemberRow, MerchantRow, PointAccountRow, PointRedemptionRow } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { toDecimal } from '../money';
import { type RollupService, rollupsOf } from '../rollups';
import type { WalletService } from '../wallet';
import { conversionAmount, earnedPoints } from './arithmetic';

export type PointConfigAnswer = ResponseOf<typeof pointConfig>;
export type PointBalanceAnswer = ResponseOf<typeof pointBalance>;
export type RedeemAnswer = ResponseOf<typeof redeemReward>;
export type ConvertAnswer = ResponseOf<typeof convertPoints>;
type Redemption = RedeemAnswer['redemption'];

/** A merchant without its own rules: 100.00 of valid bet earns a point, a point converts to 0.10. */
export const DEFAULT_POINT_SETTINGS = {
  enabled: true,
  betPerPoint: 10_000,
  pointValue: 10,
  minConvertPoints: 100,
};

/** Checks a member's payment password; throws a DomainError when it is wrong, locked or not set. */
export type PaymentPasswordCheck = (member: MemberRow, plain: string) => Promise<void>;

export interface PointsView {
  merchant: MerchantRow;
  language: string;
  baseUrl: string;
}

export interface PointsService {
  config(merchant: MerchantRow): Promise<PointConfigAnswer>;
  balance(member: MemberRow): Promise<PointBalanceAnswer>;
  rewards(view: PointsView): Promise<ResponseOf<typeof pointRewards>>;
  records(
    member: MemberRow,
    input: { type?: PointRecordType | undefined; pageNo: number; pageSize: number },
  ): Promise<ResponseOf<typeof pointRecords>>;
  redemptions(
    view: PointsView,
    member: MemberRow,
    input: { status?: PointRedemptionRow['status'] | undefined; pageNo: number; pageSize: number },
  ): Promise<ResponseOf<typeof redeemList>>;
  redemption(view: PointsView, member: MemberRow, id: number): Promise<Redemption>;
  redeem(
    view: PointsView,
    member: MemberRow,
    input: { rewardId: number; paymentPassword: string; requestId: string },
  ): Promise<RedeemAnswer>;
  convert(
    member: MemberRow,
    input: { points: number; paymentPassword: string; requestId: string },
  ): Promise<ConvertAnswer>;
  /**
   * Credits what the member's valid bet earned since the last time, once (also run by the earning
   * pass); answers the points credited. `caughtUp`: the caller brought the rollups up to date just
   * before (the earning pass, once for all its members), so this does not catch them up again.
   */
  accrue(member: Pick<MemberRow, 'id' | 'merchantId'>, options?: { caughtUp?: boolean }): Promise<number>;
}

export const redeemKey = (requestId: string) => `redeem:${requestId}`;
export const convertKey = (requestId: string) => `convert:${requestId}`;
// The credited valid bet only grows, so it names each earning once.
const earnKey = (creditedValidBet: number) => `earn:${creditedValidBet}`;

export function redemptionWire(row: PointRedemptionRow, title: string): Redemption {
  return {
    id: row.id,
    rewardId: row.rewardId,
    rewardTitle: title,
    points: row.points,
    bonusAmount: row.bonusAmount === null ? null : toDecimal(row.bonusAmount),
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

const pageOf = <T>(list: T[], total: number, input: { pageNo: number; pageSize: number }) => ({
  list,
  pageNum: input.pageNo,
  pageSize: input.pageSize,
  totalPages: Math.ceil(total / input.pageSize),
  totalCount: total,
});

export function notEnoughPoints(points: number): DomainError {
  return new DomainError(ErrorCode.conflict, `Not enough points (you have ${points})`, {
    messageKey: PointsMessageKey.notEnough,
  });
}

export function createPointsService(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  checkPaymentPassword: PaymentPasswordCheck;
  rollups?: RollupService;
}): PointsService {
  const { db, clock, wallet, checkPaymentPassword } = deps;
  const rollups = deps.rollups ?? rollupsOf(db);

  async function settingsOf(merchantId: number) {
    return (await pointSettingsOf(db, merchantId)) ?? { merchantId, ...DEFAULT_POINT_SETTINGS };
  }

  /** Inside a transaction holding the account's lock: credits the valid bet not yet turned into points. */
  async function accrueLocked(tx: Db, account: PointAccountRow, betPerPoint: number, now: Date) {
    const validBet = await validBetOf(tx, account.memberId);
    const earned = earnedPoints(validBet, account.creditedValidBet, betPerPoint);
    if (earned.points === 0) return account;
    return appendPointEntry(
      tx,
      account,
      {
        kind: 'earn',
        points: earned.points,
        amount: earned.creditedValidBet - account.creditedValidBet,
        remark: '',
        idempotencyKey: earnKey(earned.creditedValidBet),
        answer: {},
        at: now,
      },
      earned.creditedValidBet,
    );
  }

  async function withPoints<T>(
    member: Pick<MemberRow, 'id' | 'merchantId'>,
    work: (tx: Db, account: PointAccountRow, now: Date) => Promise<T>,
    outer?: { tx: Db; betPerPoint: number },
  ): Promise<T> {
    // Read before any transaction: inside one, a query on `db` would wait for that transaction (PGlite).
    // The valid bet credited is member_bet_days': it takes in every bet settled before the ask first.
    if (!outer) await rollups.catchUp();
    const betPerPoint = outer?.betPerPoint ?? (await settingsOf(member.merchantId)).betPerPoint;
    const run = async (tx: Db) => {
      const now = clock.now();
      const account = await accrueLocked(tx, await lockPointAccount(tx, member.id, now), betPerPoint, now);
      return work(tx, account, now);
    };
    return outer ? run(outer.tx) : db.transaction(run);
  }

  function requireEnabled(settings: { enabled: boolean }) {
    if (!settings.enabled) {
      throw new DomainError(ErrorCode.conflict, 'The points mall is closed', {
        messageKey: PointsMessageKey.disabled,
      });
    }
  }

  return {
    async config(merchant) {
      const settings = await settingsOf(merchant.id);
      return {
        enabled: settings.enabled,
        betPerPoint: toDecimal(settings.betPerPoint),
        pointValue: toDecimal(settings.pointValue),
        minConvertPoints: settings.minConvertPoints,
      };
    },

    async balance(member) {
      const settings = await settingsOf(member.merchantId);
      return withPoints(member, async (tx, account) => {
        const validBet = await validBetOf(tx, member.id);
        return {
          points: account.balance,
          totalEarned: account.totalEarned,
          towardsNextPoint: toDecimal(
            Math.min(Math.max(validBet - account.creditedValidBet, 0), settings.betPerPoint),
          ),
        };
      });
    },

    async rewards(view) {
      const rows = await rewardsOf(db, view.merchant.id, view.language);
      return rows.map(({ reward, title, description }) => ({
        id: reward.id,
        title,
        description,
        imageUrl: `${view.baseUrl}/cdn/images/points/reward-${reward.hue}.svg`,
        points: reward.points,
        stock: reward.stock,
        bonusAmount: reward.bonusAmount === null ? null : toDecimal(reward.bonusAmount),
      }));
    },

    async records(member, input) {
      await this.accrue(member);
      const { rows, total } = await pointEntriesOf(db, member.id, {
        kind: input.type,
        offset: (input.pageNo - 1) * input.pageSize,
        limit: input.pageSize,
      });
      const list = rows.map(({ entry, status }) => ({
        id: entry.id,
        points: entry.points,
        amount: entry.amount === null ? null : toDecimal(entry.amount),
        type: entry.kind,
        // A redemption's spend shows its review; every other movement is done when written.
        status: entry.kind === 'redeem' && status ? status : ('APPROVED' as const),
        time: entry.createdAt.toISOString(),
        remark: entry.remark,
        balance: entry.balanceAfter,
      }));
      return pageOf(list, total, input);
    },

    async redemptions(view, member, input) {
      const { rows, total } = await redemptionsOf(db, member.id, {
        status: input.status,
        offset: (input.pageNo - 1) * input.pageSize,
        limit: input.pageSize,
      });
      const titles = await rewardTitles(db, [...new Set(rows.map((row) => row.rewardId))], view.language);
      return pageOf(
        rows.map((row) => redemptionWire(row, titles.get(row.rewardId) ?? '')),
        total,
        input,
      );
    },

    async redemption(view, member, id) {
      const row = await findRedemption(db, id);
      if (!row || row.memberId !== member.id) throw new DomainError(ErrorCode.notFound, 'No such redemption');
      const titles = await rewardTitles(db, [row.rewardId], view.language);
      return redemptionWire(row, titles.get(row.rewardId) ?? '');
    },

    async redeem(view, member, input) {
      const key = redeemKey(input.requestId);
      // A replay is answered before the password is asked again: the first call already proved it.
      const first = await findPointEntry(db, member.id, key);
      if (first) return first.answer as RedeemAnswer;
      requireEnabled(await settingsOf(member.merchantId));
      await checkPaymentPassword(member, input.paymentPassword);
      return withPoints(member, async (tx, account, now) => {
        const again = await findPointEntry(tx, member.id, key);
        if (again) return again.answer as RedeemAnswer;
        const reward = await lockReward(tx, input.rewardId);
        if (!reward || reward.merchantId !== member.merchantId || !reward.enabled) {
          throw new DomainError(ErrorCode.notFound, 'No such reward');
        }
        if (reward.stock !== null && reward.stock < 1) {
          throw new DomainError(ErrorCode.conflict, 'This reward is out of stock', {
            messageKey: PointsMessageKey.outOfStock,
          });
        }
        if (account.balance < reward.points) throw notEnoughPoints(account.balance);
        const row = await insertRedemption(tx, {
          merchantId: member.merchantId,
          memberId: member.id,
          rewardId: reward.id,
          requestId: input.requestId,
          points: reward.points,
          bonusAmount: reward.bonusAmount,
          status: 'IN_PROCESS',
          createdAt: now,
        });
        await changeStock(tx, reward.id, -1);
        const title = (await rewardTitles(tx, [reward.id], view.language)).get(reward.id) ?? '';
        const answer: RedeemAnswer = {
          redemption: redemptionWire(row, title),
          points: account.balance - reward.points,
        };
        await appendPointEntry(tx, account, {
          kind: 'redeem',
          points: -reward.points,
          amount: reward.bonusAmount,
          redemptionId: row.id,
          remark: title,
          idempotencyKey: key,
          answer,
          at: now,
        });
        return answer;
      });
    },

    async convert(member, input) {
      const key = convertKey(input.requestId);
      const first = await findPointEntry(db, member.id, key);
      if (first) return first.answer as ConvertAnswer;
      const settings = await settingsOf(member.merchantId);
      requireEnabled(settings);
      if (input.points < settings.minConvertPoints) {
        throw new DomainError(ErrorCode.validation, `Convert at least ${settings.minConvertPoints} points`, {
          field: 'points',
          messageKey: PointsMessageKey.belowMinimum,
        });
      }
      await checkPaymentPassword(member, input.paymentPassword);
      const amount = conversionAmount(input.points, settings.pointValue);
      await rollups.catchUp();
      // The wallet's lock first, then the points': every path that holds both takes them in this order.
      return wallet.withLockedWallet(member, (locked) =>
        withPoints(
          member,
          async (tx, account, now) => {
            const again = await findPointEntry(tx, member.id, key);
            if (again) return again.answer as ConvertAnswer;
            if (account.balance < input.points) throw notEnoughPoints(account.balance);
            const moved = await locked.move({
              kind: 'bonus',
              amount,
              reference: `points>${input.points}`,
              idempotencyKey: `points:${key}`,
              answer: (balance) => ({ amount: toDecimal(amount), balance: toDecimal(balance) }),
            });
            const answer: ConvertAnswer = {
              points: account.balance - input.points,
              amount: toDecimal(amount),
              balance: moved.balance as number,
            };
            await appendPointEntry(tx, account, {
              kind: 'convert',
              points: -input.points,
              amount,
              remark: '',
              idempotencyKey: key,
              answer,
              at: now,
            });
            return answer;
          },
          { tx: locked.tx, betPerPoint: settings.betPerPoint },
        ),
      );
    },

    async accrue(member, options) {
      const { betPerPoint } = await settingsOf(member.merchantId);
      if (!options?.caughtUp) await rollups.catchUp();
      return db.transaction(async (tx) => {
        const now = clock.now();
        const locked = await lockPointAccount(tx, member.id, now);
        const after = await accrueLocked(tx, locked, betPerPoint, now);
        return after.balance - locked.balance;
      });
    },
  };
}
