import type { ResponseOf } from '@lobbykit/api-client';
import {
  convertPoints as convertCall,
  type PointConfig,
  type PointRecord,
  type PointRecordType,
  type PointRedemption,
  type PointReward,
  pointBalance,
  pointConfig,
  pointRecords,
  pointRewards,
  redeemReward as redeemCall,
  redeemDetail,
  redeemList,
} from '@lobbykit/api-client/points';
import { getClient } from '../../client/configure';
import { $session } from '../../stores/session';
import { refreshBalance } from '../balance';
import { attempt, type MoneyOutcome, newRequestId } from '../member-center/cashier-outcome';
import { assertRealAccount } from '../member-center/records-member-only';

export type PointBalance = ResponseOf<typeof pointBalance>;
export type RedeemResult = ResponseOf<typeof redeemCall>;
export type ConvertResult = ResponseOf<typeof convertCall>;
export type PointRecordPage = ResponseOf<typeof pointRecords>;
export type RedemptionPage = ResponseOf<typeof redeemList>;
export type { PointConfig, PointRecord, PointRecordType, PointRedemption, PointReward };

export const POINT_RECORDS_PAGE_SIZE = 20;

/** R6.01: the mall's rules and catalogue are for everyone; a guest browses them. */
export function loadPointConfig(): Promise<PointConfig> {
  return getClient().call(pointConfig);
}

export function loadPointRewards(): Promise<PointReward[]> {
  return getClient().call(pointRewards);
}

/** The signed-in member's points (a real account's; guests and trial players have none). */
export async function loadPointBalance(): Promise<PointBalance> {
  assertRealAccount();
  return getClient().call(pointBalance);
}

/** R3.35, R2.102: points details, newest first, optionally one type. */
export async function loadPointRecords(pageNo = 1, type?: PointRecordType): Promise<PointRecordPage> {
  assertRealAccount();
  return getClient().call(pointRecords, {
    ...(type ? { type } : {}),
    pageNo,
    pageSize: POINT_RECORDS_PAGE_SIZE,
  });
}

/** R2.102, R4.74: redeem history, newest first, optionally one status. */
export async function loadRedemptions(
  pageNo = 1,
  status?: PointRedemption['status'],
): Promise<RedemptionPage> {
  assertRealAccount();
  return getClient().call(redeemList, {
    ...(status ? { status } : {}),
    pageNo,
    pageSize: POINT_RECORDS_PAGE_SIZE,
  });
}

export async function loadRedemption(id: number): Promise<PointRedemption> {
  assertRealAccount();
  return getClient().call(redeemDetail, { id });
}

/** What a guest or a trial player meets when they try to redeem or convert (R6.01, R6.05). */
export type PointsGate = 'login' | 'registerFirst' | null;

export function pointsGate(): PointsGate {
  const session = $session.get();
  if (!session.isLogin) return 'login';
  return session.isTrial ? 'registerFirst' : null;
}

/** Whether `points` are enough for `reward` and it is in stock: what the redeem button says. */
export function canRedeem(reward: Pick<PointReward, 'points' | 'stock'>, points: number | null): boolean {
  return (reward.stock === null || reward.stock > 0) && (points === null || points >= reward.points);
}

// One idempotency key per request until the server has answered for good: a redeem or conversion
// retried after a lost answer (or a timeout) is the same request, and moves points once.
const pendingKeys = new Map<string, string>();

function finalAnswer(outcome: MoneyOutcome<unknown>): boolean {
  if (outcome.status === 'ok') return true;
  const { errorCode } = outcome;
  return !['network_error', 'timeout', 'unknown_error', 'too_many_requests'].includes(errorCode);
}

async function once<Value>(
  slot: string,
  send: (requestId: string) => Promise<Value>,
): Promise<MoneyOutcome<Value>> {
  let key = pendingKeys.get(slot);
  if (!key) {
    key = newRequestId();
    pendingKeys.set(slot, key);
  }
  const requestId = key;
  const outcome = await attempt(() => send(requestId));
  // A wrong payment password is answered for good too: the next try is a new request.
  if (finalAnswer(outcome)) pendingKeys.delete(slot);
  return outcome;
}

/**
 * R7.62: redeems a reward with the payment password (encrypted). The same requestId goes out again
 * until the server answers for good, so a retry after a lost answer spends the points once.
 */
export async function redeemReward(
  rewardId: number,
  paymentPassword: string,
): Promise<MoneyOutcome<RedeemResult>> {
  assertRealAccount();
  return once(`redeem:${rewardId}`, (requestId) =>
    getClient().call(redeemCall, { rewardId, paymentPassword, requestId }),
  );
}

/**
 * R7.62: converts points to main wallet balance with the payment password (encrypted), once per
 * request; afterwards the header balance reloads (and `lobbykit:balance` tells the host).
 */
export async function convertPoints(
  points: number,
  paymentPassword: string,
): Promise<MoneyOutcome<ConvertResult>> {
  assertRealAccount();
  const outcome = await once(`convert:${points}`, (requestId) =>
    getClient().call(convertCall, { points, paymentPassword, requestId }),
  );
  if (outcome.status === 'ok') void refreshBalance();
  return outcome;
}

/** The main wallet balance `points` convert to at the merchant's point value (integers of cents). */
export function convertedAmount(points: number, pointValue: number): number {
  return (Math.round(pointValue * 100) * points) / 100;
}
