import type { ResponseOf } from '@lobbykit/api-client';
import {
  claimPromotion as claimCall,
  joinPromotion as joinCall,
  type Promotion,
  type PromotionApplication,
  type PromotionType,
  promotionApplications,
  promotionDetail,
  promotionList,
  claimRafflePromotion as raffleCall,
} from '@lobbykit/api-client/promotions';
import { getClient } from '../../client/configure';
import { refreshBalance } from '../balance';
import { assertRealAccount } from '../member-center/records-member-only';
import { claimKeys, withKey } from './request-keys';

export type PromotionClaimResult = ResponseOf<typeof claimCall>;
export type PromotionApplicationPage = ResponseOf<typeof promotionApplications>;

export const APPLICATIONS_PAGE_SIZE = 20;

/**
 * R2.18, R3.37, R6.01: the merchant's promotions, one type or all. A guest browses them too; with
 * a session each carries the member's status and progress (`mine`).
 */
export function loadPromotions(type?: PromotionType): Promise<Promotion[]> {
  return getClient().call(promotionList, type ? { type } : {});
}

/**
 * R2.19: the promotion a `/promotions#<ref>` names, by its id (digits) or its code (a slug, as a
 * banner's PROMOTION linkage carries it). Null for a ref that can name neither, without a request.
 */
export function loadPromotion(ref: string): Promise<Promotion> | null {
  const value = ref.trim();
  if (/^\d{1,9}$/.test(value)) return getClient().call(promotionDetail, { id: Number(value) });
  if (/^[a-z0-9][a-z0-9-]{0,63}$/.test(value)) return getClient().call(promotionDetail, { code: value });
  return null;
}

/**
 * R2.101: whether the member can claim the promotion now (its status is claim, a raffle's draw
 * included). These are what the rewardCenter red counter counts beside the granted rewards.
 */
export function promotionClaimable(promotion: Promotion): boolean {
  return promotion.mine?.status === 'claim';
}

/** The promotions the member can claim now, for the reward center's list (R2.101). */
export async function loadClaimablePromotions(): Promise<Promotion[]> {
  assertRealAccount();
  return (await loadPromotions()).filter(promotionClaimable);
}

/** Whether `promotion` is the one a hash names (its id or its code). */
export function promotionMatches(promotion: Promotion, ref: string): boolean {
  return ref !== '' && (String(promotion.id) === ref || promotion.code === ref);
}

/** Joins a promotion that counts from the join; answers it with the member's new state. */
export async function joinPromotion(id: number): Promise<Promotion> {
  assertRealAccount();
  return getClient().call(joinCall, { id });
}

/**
 * Claims the bonus a promotion's `claim` status offers, or draws a raffle's prize (R7.55,
 * MCS2_claimRafflePromotion). A retry after a failure sends the same requestId. Afterwards the
 * header balance reloads (and `lobbykit:balance` tells the host) and the red counters follow.
 */
export async function claimPromotion(
  promotion: Pick<Promotion, 'id' | 'condition'>,
): Promise<PromotionClaimResult> {
  assertRealAccount();
  const endpoint = promotion.condition.kind === 'raffle' ? raffleCall : claimCall;
  const answer = await withKey(claimKeys, promotion.id, 'promo', (requestId) =>
    getClient().call(endpoint, { id: promotion.id, requestId }),
  );
  void refreshBalance();
  refreshRedCounters();
  return answer;
}

/**
 * A claim or an application changes what the rewardCenter red counter (R2.101) counts. The counters
 * load on their own: a promotions page that shows none need not carry them.
 */
export function refreshRedCounters(): void {
  void import('../member-center/counters').then((module) => module.refreshCounters());
}

/** The member's applications, newest first (R4.74 statuses). */
export function loadPromotionApplications(
  pageNo = 1,
  status?: PromotionApplication['status'],
): Promise<PromotionApplicationPage> {
  assertRealAccount();
  return getClient().call(promotionApplications, {
    ...(status ? { status } : {}),
    pageNo,
    pageSize: APPLICATIONS_PAGE_SIZE,
  });
}
